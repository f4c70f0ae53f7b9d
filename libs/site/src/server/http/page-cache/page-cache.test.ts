import { createHash, randomBytes } from 'node:crypto';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { resolveMarket } from '@silca/i18n';
import compression from 'compression';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { localeCookieMiddleware } from '../locale-cookie';
import { readPageCacheConfig } from './config';
import { createPageCache, type PageCache } from './page-cache';

const market = resolveMarket('global');
const ORIGIN = 'https://www.silca.example';

interface Harness {
  base: string;
  cache: PageCache;
  renders: Map<string, number>;
  clock: { t: number };
  version: { v: number };
  server: Server;
}

let running: Harness | null = null;
afterEach(async () => {
  await new Promise<void>((resolve) => running?.server.close(() => resolve()) ?? resolve());
  running = null;
});

/** The site's middleware order in miniature: nonce + CSP, compression, locale cookie, page cache, "Remix". */
async function start(env: Record<string, string> = {}): Promise<Harness> {
  const renders = new Map<string, number>();
  const clock = { t: 1_000_000 };
  const version = { v: 1 };
  const cache = createPageCache({ config: readPageCacheConfig({ NODE_ENV: 'production', ...env }), publicOrigin: () => ORIGIN, now: () => clock.t });
  const app = express();
  app.use((_req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    res.setHeader('Content-Security-Policy', `default-src 'self'; script-src 'self' 'nonce-${nonce}'; object-src 'none'`);
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use(compression());
  app.use(localeCookieMiddleware(market));
  app.use(cache.middleware);
  const page =
    (status: number, cacheControl: string, extra: (res: express.Response) => void = () => undefined) =>
    (req: express.Request, res: express.Response) => {
      renders.set(req.path, (renders.get(req.path) ?? 0) + 1);
      const nonce = res.locals.cspNonce as string;
      res.status(status).set('Cache-Control', cacheControl).type('html');
      extra(res);
      // Written in two chunks, like a streamed render.
      res.write(`<!DOCTYPE html><html><head><script nonce="${nonce}">window.v=${version.v}</script></head>`);
      res.end(
        `<body>host=${req.headers.host} xfh=${req.headers['x-forwarded-host'] ?? '-'} v${version.v}<script type="module" nonce="${nonce}">import "/a.js"</script></body></html>`,
      );
    };
  const PUBLIC = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';
  app.get('/it/global', page(200, PUBLIC));
  app.get('/en/global/page', page(200, PUBLIC));
  // Like Remix's Express adapter: the route's Cache-Control is appended to the server's default.
  app.get('/en/global/appended', (req, res) => {
    res.append('Cache-Control', PUBLIC);
    res.type('html').end('<p>appended</p>');
  });
  app.get('/en/global/slow', (req, res) => {
    setTimeout(() => page(200, PUBLIC)(req, res), 50);
  });
  app.get(
    '/en/global/sets-cookie',
    page(200, PUBLIC, (res) => res.append('Set-Cookie', 'session=abc; HttpOnly')),
  );
  app.get('/en/global/private', page(200, 'private, no-store'));
  // An events page whose next status change is 40 s away (docs/requirements/performance.md#page-cache).
  app.get('/en/global/events', page(200, 'public, max-age=0, s-maxage=40, stale-while-revalidate=0'));
  app.get(
    '/en/global/varies',
    page(200, PUBLIC, (res) => res.set('Vary', 'Cookie')),
  );
  app.get('/en/global/missing', page(404, PUBLIC));
  app.get(
    '/en/global/big/:n',
    page(200, PUBLIC, (res) => res.set('X-Pad', 'x')),
  );
  // A page of realistic size (compression starts at 1 KB).
  app.get('/en/global/long', (req, res) => {
    renders.set(req.path, (renders.get(req.path) ?? 0) + 1);
    res.set('Cache-Control', PUBLIC).type('html');
    res.end(`<!DOCTYPE html><html><body>${Array.from({ length: 400 }, (_, i) => `<p>Paragraph ${i} of the page</p>`).join('')}</body></html>`);
  });
  app.post('/en/global/page', page(200, PUBLIC));
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  running = { base: `http://127.0.0.1:${port}`, cache, renders, clock, version, server };
  return running;
}

const get = (h: Harness, path: string, headers: Record<string, string> = {}) => fetch(h.base + path, { headers });
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

/** A GET without the automatic decompression of fetch: status, headers and the bytes sent. */
function rawGet(h: Harness, path: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(h.base + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('page cache', () => {
  it('serves a public page from memory the second time, with CDN caching and an ETag', async () => {
    const h = await start();
    const first = await get(h, '/en/global/page');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const body1 = await first.text();
    const second = await get(h, '/en/global/page');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(body1);
    expect(h.renders.get('/en/global/page')).toBe(1);
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400');
    const etag = second.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const conditional = await get(h, '/en/global/page', { 'If-None-Match': etag });
    expect(conditional.status).toBe(304);
    // HEAD is answered from the stored GET.
    const head = await fetch(h.base + '/en/global/page', { method: 'HEAD' });
    expect(head.headers.get('x-cache')).toBe('HIT');
    expect(h.renders.get('/en/global/page')).toBe(1);
  });

  it("lets the route's Cache-Control replace the server's no-store default (Remix appends headers)", async () => {
    const h = await start();
    const first = await get(h, '/en/global/appended');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400');
    expect((await get(h, '/en/global/appended')).headers.get('x-cache')).toBe('HIT');
  });

  it('replaces the nonce by hashes of the inline scripts, so two visitors share a valid policy', async () => {
    const h = await start();
    const a = await get(h, '/en/global/page');
    const b = await get(h, '/en/global/page');
    const html = await b.text();
    expect(await a.text()).toBe(html);
    expect(html).not.toContain('nonce=');
    const csp = b.headers.get('content-security-policy')!;
    expect(csp).toBe(a.headers.get('content-security-policy'));
    expect(csp).not.toContain("'nonce-");
    for (const script of ['window.v=1', 'import "/a.js"']) {
      expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
    expect(csp).toContain("object-src 'none'");
  });

  it('keys on the configured origin and path only: a spoofed Host or X-Forwarded-Host changes nothing stored', async () => {
    const h = await start();
    const poisoned = await get(h, '/en/global/page', { 'X-Forwarded-Host': 'evil.example', Forwarded: 'host=evil.example' });
    const poisonedBody = await poisoned.text();
    expect(poisonedBody).toContain('host=www.silca.example xfh=-');
    const clean = await get(h, '/en/global/page');
    expect(clean.headers.get('x-cache')).toBe('HIT');
    expect(await clean.text()).not.toContain('evil');
    expect(h.renders.get('/en/global/page')).toBe(1);
    // The query is part of the key.
    expect((await get(h, '/en/global/page?page=2')).headers.get('x-cache')).toBe('MISS');
  });

  it('never stores a response that sets its own cookie, and tells shared caches not to either', async () => {
    const h = await start();
    for (let i = 0; i < 2; i++) {
      const r = await get(h, '/en/global/sets-cookie');
      expect(r.headers.get('x-cache')).toBe('MISS');
      expect(r.headers.get('cache-control')).toBe('private, no-store');
      expect(r.headers.get('set-cookie')).toContain('session=abc');
    }
    expect(h.renders.get('/en/global/sets-cookie')).toBe(2);
  });

  it('never stores private pages, pages varying on more than encoding, or forms', async () => {
    const h = await start();
    for (const path of ['/en/global/private', '/en/global/varies']) {
      await (await get(h, path)).text();
      expect((await get(h, path)).headers.get('x-cache')).toBe('MISS');
      expect(h.renders.get(path)).toBe(2);
    }
    await fetch(h.base + '/en/global/page', { method: 'POST' });
    await fetch(h.base + '/en/global/page', { method: 'POST' });
    expect(h.renders.get('/en/global/page')).toBe(2);
    expect((await get(h, '/en/global/page')).headers.get('x-cache')).toBe('MISS');
  });

  it('bypasses requests with a session cookie, credentials or preview parameters (neither read nor stored)', async () => {
    const h = await start();
    await (await get(h, '/en/global/page')).text();
    const session = await get(h, '/en/global/page', { Cookie: 'i18n_redirected=en; partner_session=xyz' });
    expect(session.headers.get('x-cache')).toBe('BYPASS');
    const auth = await get(h, '/en/global/page', { Authorization: 'Bearer x' });
    expect(auth.headers.get('x-cache')).toBe('BYPASS');
    const preview = await get(h, '/en/global/page?_storyblok=12');
    expect(preview.headers.get('x-cache')).toBe('BYPASS');
    expect(h.renders.get('/en/global/page')).toBe(4);
    // The locale cookie alone does not change a public page: served from the cache.
    expect((await get(h, '/en/global/page', { Cookie: 'i18n_redirected=de' })).headers.get('x-cache')).toBe('HIT');
  });

  it('never sends the locale cookie with a public page, stored or not; a private answer still remembers it (decision 0823)', async () => {
    const h = await start();
    for (const cookie of [undefined, 'i18n_redirected=de', 'i18n_redirected=it']) {
      const r = await get(h, '/it/global', cookie ? { Cookie: cookie } : {});
      expect(r.headers.get('cache-control')).toMatch(/^public/);
      expect(r.headers.get('set-cookie')).toBeNull();
      expect(r.headers.get('x-locale-cookie')).toBeNull();
    }
    const personal = await get(h, '/en/global/sets-cookie');
    expect(personal.headers.get('cache-control')).toBe('private, no-store');
    expect(personal.headers.get('set-cookie')).toMatch(/i18n_redirected=en;.*session=abc|session=abc.*i18n_redirected=en;/);
  });

  it('serves a stale copy while one background render replaces it, then the new copy', async () => {
    const h = await start({ PAGE_CACHE_TTL_S: '60', PAGE_CACHE_STALE_S: '600' });
    await (await get(h, '/en/global/page')).text();
    h.version.v = 2;
    h.clock.t += 61_000;
    const stale = await get(h, '/en/global/page');
    expect(stale.headers.get('x-cache')).toBe('STALE');
    expect(await stale.text()).toContain('v1');
    await until(() => h.renders.get('/en/global/page') === 2);
    await new Promise((r) => setTimeout(r, 50));
    const fresh = await get(h, '/en/global/page');
    expect(fresh.headers.get('x-cache')).toBe('HIT');
    expect(await fresh.text()).toContain('v2');
    // Past the stale window: a blocking miss.
    h.clock.t += 700_000;
    expect((await get(h, '/en/global/page')).headers.get('x-cache')).toBe('MISS');
  });

  it('keeps a page that bounds its own freshness no longer than it asked, without a stale copy (docs/requirements/performance.md#page-cache)', async () => {
    const h = await start({ PAGE_CACHE_TTL_S: '60', PAGE_CACHE_STALE_S: '600' });
    const first = await get(h, '/en/global/events');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=40, stale-while-revalidate=0');
    await first.text();
    h.clock.t += 30_000;
    expect((await get(h, '/en/global/events')).headers.get('x-cache')).toBe('HIT');
    h.clock.t += 11_000;
    expect((await get(h, '/en/global/events')).headers.get('x-cache')).toBe('MISS');
  });

  it('keeps public 404 pages only briefly', async () => {
    const h = await start({ PAGE_CACHE_404_TTL_S: '5' });
    await (await get(h, '/en/global/missing')).text();
    expect((await get(h, '/en/global/missing')).headers.get('x-cache')).toBe('HIT');
    h.clock.t += 6_000;
    expect((await get(h, '/en/global/missing')).headers.get('x-cache')).toBe('STALE');
  });

  it('renders once for concurrent misses of one page', async () => {
    const h = await start();
    const responses = await Promise.all(Array.from({ length: 10 }, () => get(h, '/en/global/slow')));
    await Promise.all(responses.map((r) => r.text()));
    expect(h.renders.get('/en/global/slow')).toBe(1);
  });

  it('purgeAll empties it, and an old render finishing after the purge is not stored', async () => {
    const h = await start();
    await (await get(h, '/en/global/page')).text();
    expect(h.cache.purgeAll()).toBe(1);
    expect((await get(h, '/en/global/page')).headers.get('x-cache')).toBe('MISS');
    const slow = get(h, '/en/global/slow');
    await new Promise((r) => setTimeout(r, 10));
    h.cache.purgeAll();
    await (await slow).text();
    expect((await get(h, '/en/global/slow')).headers.get('x-cache')).toBe('MISS');
  });

  it('answers browsers from a compressed copy made once, with its own ETag, the same page inside', async () => {
    const h = await start();
    const raw = (headers: Record<string, string>) => rawGet(h, '/en/global/long', headers);
    const identity = await raw({});
    expect(identity.headers['content-encoding']).toBeUndefined();
    const page = identity.body.toString('utf8');
    expect(page.length).toBeGreaterThan(5000);
    // Brotli preferred on a tie (as the compression middleware chooses); the copy is made in the background.
    let br = await raw({ 'accept-encoding': 'gzip, deflate, br' });
    for (let i = 0; i < 50 && br.headers.etag === identity.headers.etag; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      br = await raw({ 'accept-encoding': 'gzip, deflate, br' });
    }
    expect(br.headers['x-cache']).toBe('HIT');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(`${identity.headers.etag!.slice(0, -1)}-br"`);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(page);
    // The client's q-values decide: no brotli wanted, gzip it is.
    let gz = await raw({ 'accept-encoding': 'br;q=0, gzip' });
    for (let i = 0; i < 50 && !String(gz.headers.etag).endsWith('-gzip"'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      gz = await raw({ 'accept-encoding': 'br;q=0, gzip' });
    }
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(page);
    // Revalidation against the copy's ETag, and identity still whole.
    expect((await raw({ 'accept-encoding': 'br', 'if-none-match': br.headers.etag! })).status).toBe(304);
    expect((await raw({ 'accept-encoding': 'identity' })).body.toString('utf8')).toBe(page);
    expect(h.renders.get('/en/global/long')).toBe(1);
  });

  it('stays within its memory bound', async () => {
    const h = await start({ PAGE_CACHE_MAX_MB: '0.01' });
    for (let i = 0; i < 40; i++) await (await get(h, `/en/global/big/${i}`)).text();
    expect(h.cache.stats().bytes).toBeLessThanOrEqual(0.01 * 1024 * 1024);
    expect(h.cache.stats().entries).toBeLessThan(40);
  });

  it('is off with PAGE_CACHE_TTL_S=0 but still makes public pages safe to share', async () => {
    const h = await start({ PAGE_CACHE_TTL_S: '0' });
    await (await get(h, '/en/global/page')).text();
    const second = await get(h, '/en/global/page');
    expect(second.headers.get('x-cache')).toBe('MISS');
    expect(await second.text()).not.toContain('nonce=');
    expect(h.renders.get('/en/global/page')).toBe(2);
  });

  it('rejects invalid settings naming the variable', () => {
    expect(() => readPageCacheConfig({ PAGE_CACHE_TTL_S: '-1' })).toThrow(/PAGE_CACHE_TTL_S/);
    expect(() => readPageCacheConfig({ PAGE_CACHE_PURGE_URLS: 'varnish:80' })).toThrow(/PAGE_CACHE_PURGE_URLS/);
    expect(readPageCacheConfig({ PAGE_CACHE_PEERS: 'http://a:3000, http://b:3000/' }).peers).toEqual(['http://a:3000', 'http://b:3000']);
    // Off in development unless asked for; 60 s in production.
    expect(readPageCacheConfig({ NODE_ENV: 'development' }).ttlS).toBe(0);
    expect(readPageCacheConfig({ NODE_ENV: 'development', PAGE_CACHE_TTL_S: '5' }).ttlS).toBe(5);
    expect(readPageCacheConfig({ NODE_ENV: 'production' }).ttlS).toBe(60);
  });
});
