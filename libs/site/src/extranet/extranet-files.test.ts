import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '@silca/auth/shared';
import { AccessMap, type Story } from '@silca/content';
import { extranetFiles, signedFiles, type SignedFilesOptions } from './extranet-files.server';
import { createFileLinkSigner } from './file-links.server';

// The session-checked route of extranet files and the signed links it grants (docs/requirements/extranet.md#no-leaks,
// decisions 0800 and 0962), on real HTTP servers: the site and a stand-in asset host.
const user = (roles: string[]): AuthUser => ({ sub: 'auth0|1', name: 'P', email: 'p@x', locale: 'en', roles }) as AuthUser;
const USERS: Record<string, AuthUser> = { partner: user(['partner']), italia: user(['partner', 'bu-italia']), signup: user([]) };
const FILE = '/f/287745/c14171663d/partner-price-list-2025.pdf';
const ITALIA_FILE = '/f/287745/04e6afd0c9/listino-agenti-2025.pdf';
const PUBLIC_IMAGE = '/f/287745/1200x900/3979d58af6/silca-futura-pro.jpg';

/** The policy over a small space: a partner folder and a BU Italia folder (decision 0860). */
const story = (full_slug: string, content: Record<string, unknown>, is_startpage = false) =>
  ({ uuid: full_slug, full_slug, is_startpage, content: { _uid: full_slug, component: 'page', ...content } }) as unknown as Story;
const MAP = new AccessMap([
  story('global/extranet/', { roles: ['partner'] }, true),
  story('global/extranet/catalogues/x', {
    files: [{ filename: `https://a.storyblok.com${FILE}` }, { filename: '/_assets/f/1/missing.pdf' }, { filename: '/_assets/f/1/evil.pdf' }],
  }),
  story('global/extranet/bu/', { roles: ['bu-italia'] }, true),
  story('global/extranet/bu/listino', { files: [{ filename: `https://a.storyblok.com${ITALIA_FILE}` }] }),
  // A product image shown on a public page and on a partner sheet: public.
  story('global/products/futura', { image: { filename: `https://a.storyblok.com${PUBLIC_IMAGE}` } }),
  story('global/extranet/catalogues/sheet', { image: { filename: `https://a.storyblok.com${PUBLIC_IMAGE}` } }),
]);
const servers: Array<() => void> = [];

afterEach(() => servers.splice(0).forEach((close) => close()));

function listen(app: express.Express): string {
  const server = app.listen(0);
  servers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A stand-in asset host: serves `/signed/f/...` (ranges too), 404 for anything else, 500 under `/broken/`. */
function assetHost(): { origin: string; hits: string[] } {
  const hits: string[] = [];
  const app = express();
  app.use((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    if (req.url.startsWith('/broken/')) return void res.status(500).send('boom');
    if (!req.url.startsWith('/signed/f/')) return void res.status(404).send('no');
    const bytes = Buffer.from(`%PDF-1.4 ${req.url.split('?')[0]!.slice('/signed'.length)}`);
    res.set({ 'Content-Type': 'application/pdf', ETag: '"v1"', 'Accept-Ranges': 'bytes', 'Content-Disposition': 'inline' });
    if (req.headers['if-none-match'] === '"v1"') return void res.status(304).end();
    const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      return void res
        .status(206)
        .set('Content-Range', `bytes ${from}-${to}/${bytes.length}`)
        .send(bytes.subarray(from, to + 1));
    }
    res.send(bytes);
  });
  return { origin: listen(app), hits };
}

interface Site {
  get(path: string, who?: string, headers?: Record<string, string>): Promise<Response>;
  /** Paths the CMS was asked to sign. */
  asked: string[];
  now: { s: number };
}

/** The site's two file routes over one signer, with a clock the test moves. */
async function site(opts: { signedUrl: SignedFilesOptions['signedUrl']; policy?: () => Promise<AccessMap>; origin?: string }): Promise<Site> {
  const asked: string[] = [];
  const now = { s: 1_000_000 };
  const links = createFileLinkSigner({ secrets: ['secret-1'], ttlS: 300, now: () => now.s });
  const policy = opts.policy ?? (async () => MAP);
  const app = express();
  app.use(
    '/_extranet-assets',
    extranetFiles({ getUser: async (cookie) => USERS[/who=(\w+)/.exec(cookie)?.[1] ?? ''] ?? null, policy, links, publicUrl: (p) => `/_assets${p}` }),
  );
  app.use(
    '/_signed-assets',
    signedFiles({
      policy,
      links,
      signedUrl: (path, request) => {
        asked.push(path);
        return opts.signedUrl(path, request);
      },
      isAssetHostUrl: (url) => Boolean(opts.origin && url.startsWith(`${opts.origin}/`)),
      headersTimeoutMs: 2000,
    }),
  );
  const base = listen(app);
  return {
    asked,
    now,
    get: (path, who, headers = {}) => fetch(base + path, { redirect: 'manual', headers: { ...headers, ...(who ? { cookie: `who=${who}` } : {}) } }),
  };
}

function expectPrivate(res: Response) {
  expect(res.headers.get('cache-control')).toMatch(/^private, no-store/);
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
}

/** The link the session route grants `who` for `file` (a path with its query). */
async function grant(s: Site, file: string, who: string): Promise<string> {
  const hop = await s.get(`/_extranet-assets${file}`, who);
  expect(hop.status).toBe(302);
  expectPrivate(hop);
  return hop.headers.get('location') ?? '';
}

describe('extranet files: the session route', () => {
  it('redirects a partner to a signed link that carries the roles that open the file, without asking the CMS', async () => {
    const s = await site({ signedUrl: async () => 'https://unused' });
    const link = new URL(await grant(s, FILE, 'partner'), 'http://x');
    expect(link.pathname).toBe(`/_signed-assets${FILE}`);
    expect(link.searchParams.get('roles')).toBe('partner');
    expect(Number(link.searchParams.get('exp'))).toBe(1_000_300);
    // Least privilege: a BU Italia partner's link for a partner file carries the partner role only.
    expect(new URL(await grant(s, FILE, 'italia'), 'http://x').searchParams.get('roles')).toBe('partner');
    expect(new URL(await grant(s, ITALIA_FILE, 'italia'), 'http://x').searchParams.get('roles')).toBe('bu-italia,partner');
    expect(s.asked).toEqual([]);
  });

  it('sends a public file (a product image on a partner sheet) to its public URL, variants included', async () => {
    const s = await site({ signedUrl: async () => 'https://unused' });
    expect(await grant(s, PUBLIC_IMAGE, 'partner')).toBe(`/_assets${PUBLIC_IMAGE}`);
    expect(await grant(s, `${PUBLIC_IMAGE}/m/480x480/filters:quality(80):format(webp)`, 'italia')).toBe(
      `/_assets${PUBLIC_IMAGE}/m/480x480/filters:quality(80):format(webp)`,
    );
    expect(s.asked).toEqual([]);
  });

  it('answers 401 anonymously, 403 without the partner role or a role of the file, 404 for malformed paths, 503 without a policy', async () => {
    const s = await site({ signedUrl: async () => 'https://unused' });
    expect((await s.get(`/_extranet-assets${FILE}`)).status).toBe(401);
    expect((await s.get(`/_extranet-assets${FILE}`, 'signup')).status).toBe(403);
    expect((await s.get(`/_extranet-assets${ITALIA_FILE}`, 'partner')).status).toBe(403);
    expect((await s.get('/_extranet-assets/f/287745/aaaaaaaaaa/not-referenced.pdf', 'italia')).status).toBe(403);
    for (const path of ['/x/1/a.pdf', '/f/1/a%00.pdf', '/f/1/%E0%A4%A.pdf', '/f/1//a.pdf']) {
      const res = await s.get(`/_extranet-assets${path}`, 'partner');
      expect(res.status, path).toBe(404);
      expectPrivate(res);
    }
    const blind = await site({
      signedUrl: async () => 'https://unused',
      policy: async () => {
        throw new Error('CMS down');
      },
    });
    const res = await blind.get(`/_extranet-assets${FILE}`, 'partner');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
  });
});

describe('extranet files: the signed link route', () => {
  it('streams the file from the asset host to anyone holding the link, with ranges, HEAD and revalidation', async () => {
    const host = assetHost();
    const s = await site({ signedUrl: async (path) => `${host.origin}/signed${path}?token=t`, origin: host.origin });
    const link = await grant(s, FILE, 'partner');
    const file = await s.get(link);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(`%PDF-1.4 ${FILE}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('inline');
    expect(file.headers.get('cache-control')).toBe('private, no-store, no-transform');
    const part = await s.get(link, undefined, { range: 'bytes=0-4' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-4\/\d+$/);
    expect(await part.text()).toBe('%PDF-');
    expect((await s.get(link, undefined, { 'if-none-match': '"v1"' })).status).toBe(304);
    expect(host.hits.map((h) => h.split(' ')[0])).toEqual(['GET', 'GET', 'GET']);
    expect(s.asked).toEqual([FILE, FILE, FILE]);
  });

  it('refuses a tampered, re-pathed, widened or expired link with 403, before asking the CMS', async () => {
    const host = assetHost();
    const s = await site({ signedUrl: async (path) => `${host.origin}/signed${path}`, origin: host.origin });
    const link = new URL(await grant(s, FILE, 'partner'), 'http://x');
    const variants: Record<string, (u: URL) => void> = {
      'other path': (u) => void (u.pathname = `/_signed-assets${ITALIA_FILE}`),
      'more roles': (u) => u.searchParams.set('roles', 'bu-italia,partner'),
      'later expiry': (u) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600)),
      'forged signature': (u) => u.searchParams.set('sig', `${u.searchParams.get('sig')![0] === 'A' ? 'B' : 'A'}${u.searchParams.get('sig')!.slice(1)}`),
      'no signature': (u) => u.searchParams.delete('sig'),
      'roles as a list': (u) => u.searchParams.append('roles', 'bu-italia'),
    };
    for (const [what, change] of Object.entries(variants)) {
      const bad = new URL(link);
      change(bad);
      const res = await s.get(bad.pathname + bad.search);
      expect(res.status, what).toBe(403);
      expect(await res.text(), what).toBe('Forbidden');
    }
    s.now.s += 301;
    const late = await s.get(link.pathname + link.search);
    expect(late.status).toBe(403);
    expect(await late.text()).toBe('Link expired');
    expect(s.asked).toEqual([]);
    expect(host.hits).toEqual([]);
  });

  it('asks the policy again: roles that no longer open the file get 403', async () => {
    const host = assetHost();
    let map = MAP;
    const s = await site({ signedUrl: async (path) => `${host.origin}/signed${path}`, origin: host.origin, policy: async () => map });
    const link = await grant(s, FILE, 'partner');
    // The file moved into the BU Italia folder after the link was granted.
    map = new AccessMap([
      story('global/extranet/', { roles: ['partner'] }, true),
      story('global/extranet/bu/', { roles: ['bu-italia'] }, true),
      story('global/extranet/bu/x', { files: [{ filename: `https://a.storyblok.com${FILE}` }] }),
    ]);
    expect((await s.get(link)).status).toBe(403);
    expect(host.hits).toEqual([]);
  });

  it('answers 404 for files the CMS or the asset host does not have and for targets off the asset host, 503 when either fails', async () => {
    const host = assetHost();
    const targets: Record<string, string | null | Error> = {
      missing: null,
      gone: `${host.origin}/nowhere/x.pdf`,
      evil: 'https://evil.example/x.pdf',
      broken: `${host.origin}/broken/x.pdf`,
      down: new Error('CMS down'),
    };
    let target: string | null | Error = null;
    const s = await site({
      signedUrl: async () => {
        if (target instanceof Error) throw target;
        return target;
      },
      origin: host.origin,
    });
    const link = await grant(s, FILE, 'partner');
    for (const [what, value] of Object.entries(targets)) {
      target = value;
      const res = await s.get(link);
      expect(res.status, what).toBe(['broken', 'down'].includes(what) ? 503 : 404);
      expectPrivate(res);
      if (res.status === 503) expect(res.headers.get('retry-after')).toBe('5');
    }
  });
});
