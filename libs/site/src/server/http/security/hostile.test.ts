import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN, MARKUP, hostileCases, type HostileCase } from './hostile-cases';
import { rawRequest, type RawAnswer } from './raw-http';
import { isSubresourceType } from './headers';

// docs/requirements/hardening.md#hostile-requests "Tests": a few thousand generated hostile requests against a started site-global
// (production build, embedded content): no 5xx, no answer that points to another host, no
// reflected markup, security headers and a Cache-Control on every answer, and every publicly
// cacheable answer identical to the one without the hostile headers.

const ROOT = path.resolve(import.meta.dirname, '../../../../../..');
const APP = path.join(ROOT, 'apps/site-global');
let child: ChildProcess;
let port = 0;
let stderr = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

beforeAll(async () => {
  // The unit step may run before the e2e step has built the app: build it (Nx caches it).
  if (!existsSync(path.join(APP, 'build/server/index.js'))) {
    execFileSync('npx', ['nx', 'run', 'site-global:build'], { cwd: ROOT, stdio: 'ignore', timeout: 900_000 });
  }
  port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/site-global/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      STORYBLOK_TOKEN: '',
      // Every distinct unknown path asks the CMS: let them queue instead of the fast 503.
      STORYBLOK_QUEUE_MAX: '10000',
      STORYBLOK_QUEUE_WAIT_MS: '120000',
      // Likewise for renders (decision 0822): this suite checks answers, not load shedding.
      RENDER_QUEUE_MAX: '10000',
      RENDER_QUEUE_WAIT_MS: '120000',
      // The embedded CMS may answer faster than Storyblok's 5/s: the suite asks it thousands of times.
      STORYBLOK_RPS: '500',
      // Its own stores (leads database, ...): never the ./data of a server running beside it.
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hostile-')),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  for (let i = 0; ; i++) {
    if (exited) throw new Error(`site exited: ${stderr.slice(-2000)}`);
    const ok = await rawRequest(port, { method: 'GET', target: '/healthz', headers: [] }, 2000).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (i > 720) throw new Error(`site did not start: ${stderr.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 960_000);

afterAll(() => {
  child?.kill('SIGTERM');
});

/**
 * The loader data a document streams after `</html>` (single fetch, decision 1044): in one inline
 * script when it is ready with the shell, else through React's Suspense swap, as timing has it.
 * The same data either way: compared as the text it enqueues, not as its packaging.
 */
function streamedData(body: string): string {
  const end = body.indexOf('</html>');
  if (end < 0) return body;
  const chunks = [...body.slice(end).matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g)].map((m) => JSON.parse(m[1]!) as string);
  return `${body.slice(0, end + '</html>'.length)}\n${chunks.join('')}`;
}

/**
 * Same page for every visitor: per-response CSP nonces (a page served from the page cache has
 * none: its CSP lists hashes), the forms' time-stamped token (the same for every visitor at
 * one moment, different a millisecond later) and the packaging of the streamed loader data removed.
 */
const normalise = (body: string) =>
  streamedData(body)
    .replace(/\s*nonce="[^"]*"/g, '')
    .replace(/'nonce-[^']*'/g, '')
    .replace(/"nonce":"[^"]*"/g, '')
    .replace(/"formToken":"[^"]*"/g, '')
    // The streamed data holds a key and its value apart: the token by its shape (libs/forms issueFormToken).
    .replace(/"\d{13}\.[\w-]{12}\.[\w-]{43}"/g, '"token"')
    .replace(/name="formToken" value="[^"]*"/g, '')
    .replace(/value="[^"]*" name="formToken"/g, '');
/**
 * The foreign host as a host: an absolute URL to it anywhere, or a protocol-relative link
 * (`href`, `src`, `action`). Echoing a same-site path that contains the name is not an answer to
 * another host.
 */
const FOREIGN_AS_HOST = [
  new RegExp(`https?:(?:/|\\\\){2}[^\\s"'<>/]*${FOREIGN}`, 'i'),
  new RegExp(`(?:href|src|action)\\s*=\\s*["']?\\s*(?:/|\\\\){2}[^"'\\s>]*${FOREIGN}`, 'i'),
];
const isPublic = (a: RawAnswer) =>
  /\b(public|s-maxage)\b/.test(a.headers['cache-control'] ?? '') && !/\b(private|no-store)\b/.test(a.headers['cache-control'] ?? '');

async function runAll(cases: HostileCase[], concurrency: number, fn: (c: HostileCase) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < cases.length) await fn(cases[next++]!);
    }),
  );
}

describe('hostile requests (docs/requirements/hardening.md#hostile-requests)', () => {
  it('a few thousand generated requests: no 5xx, no foreign host, no reflected markup, no header-influenced cached answer', async () => {
    const cases = hostileCases(12, 2000);
    expect(cases.length).toBeGreaterThan(2500);
    const plain = new Map<string, Promise<RawAnswer>>();
    const plainOf = (method: string, target: string) => {
      const key = `${method} ${target}`;
      if (!plain.has(key)) plain.set(key, rawRequest(port, { method, target, headers: [] }));
      return plain.get(key)!;
    };
    const failures: string[] = [];
    const fail = (c: HostileCase, why: string): void =>
      void failures.push(
        `${c.id} ${c.method} ${c.target.slice(0, 90)} [${c.headers.map((h) => h.join(': ').slice(0, 60)).join(' | ')}] host=${String(c.host).slice(0, 40)}: ${why}`,
      );
    let answered = 0;
    await runAll(cases, 8, async (c) => {
      let a: RawAnswer;
      try {
        a = await rawRequest(port, c);
      } catch (error) {
        fail(c, (error as Error).message);
        return;
      }
      if (a.status === 0) {
        fail(c, 'no answer');
        return;
      }
      answered++;
      if (a.status >= 500) fail(c, `status ${a.status}`);
      if (c.expectStatus !== undefined && a.status !== c.expectStatus) fail(c, `status ${a.status}, expected ${c.expectStatus}`);
      if (FOREIGN_AS_HOST.some((re) => re.test(a.raw))) fail(c, 'answer points to the foreign host');
      for (const [name, value] of Object.entries(a.headers))
        if (name !== 'location' && value.toLowerCase().includes(FOREIGN)) fail(c, `header ${name} names the foreign host`);
      // docs/requirements/hardening.md#response-header-bounds: no header past the edge's 8 KB (Varnish answers 503 to it).
      for (const [name, value] of Object.entries(a.headers))
        if (name !== 'set-cookie' && value.length > 8192) fail(c, `header ${name} of ${value.length} bytes`);
      if (a.body.includes(MARKUP.slice(0, 9))) fail(c, 'markup reflected');
      const location = a.headers.location;
      if (location && !(location.startsWith('/') && !/^\/[/\\]/.test(location))) fail(c, `location ${location.slice(0, 80)}`);
      if (!a.headers['cache-control']) fail(c, `no Cache-Control (status ${a.status})`);
      if (a.headers['x-content-type-options'] !== 'nosniff') fail(c, `no nosniff (status ${a.status})`);
      // A script, stylesheet, JSON or raster image needs none of the document-only headers (decision 0986).
      if (isSubresourceType(a.headers['content-type'])) {
        if (a.headers['permissions-policy'] || a.headers['content-security-policy']) fail(c, `document headers on a ${a.headers['content-type']} answer`);
        if (a.headers['cross-origin-resource-policy'] !== 'same-origin') fail(c, `no CORP (status ${a.status})`);
      } else {
        if (!a.headers['permissions-policy']) fail(c, `no Permissions-Policy (status ${a.status})`);
        if (!a.headers['content-security-policy'] && !a.headers['content-security-policy-report-only']) fail(c, `no CSP (status ${a.status})`);
      }
      if (isPublic(a)) {
        if (c.method !== 'GET' && c.method !== 'HEAD') {
          fail(c, `public answer to ${c.method}`);
          return;
        }
        const p = await plainOf(c.method, c.target);
        if (p.status !== a.status) fail(c, `status ${a.status} differs from the plain request's ${p.status} but is publicly cacheable`);
        else if (normalise(p.body) !== normalise(a.body)) fail(c, 'publicly cacheable body differs from the plain request');
        else if ((p.headers.location ?? '') !== (location ?? '')) fail(c, 'publicly cacheable redirect differs');
      }
    });
    // One line per kind of failure, with its count and first case.
    const kinds = new Map<string, string[]>();
    for (const f of failures) {
      const why = f.slice(f.lastIndexOf(': ') + 2);
      kinds.set(why, [...(kinds.get(why) ?? []), f]);
    }
    expect(
      [...kinds].map(([why, list]) => `${list.length}x ${why} -- e.g. ${list[0]}`),
      `${failures.length} failures of ${cases.length}`,
    ).toEqual([]);
    expect(answered).toBe(cases.length);
    expect(stderr).not.toMatch(/unhandled error/);
  }, 900_000);

  it('the issue case: X-Forwarded-Host cannot turn /en/global into the Russian home', async () => {
    const poisoned = await rawRequest(port, { method: 'GET', target: '/en/global', headers: [['X-Forwarded-Host', 'www.silca.biz/ru/global?']] });
    expect(poisoned.status).toBe(400);
    expect(poisoned.headers['cache-control']).toBe('no-store');
    const foreign = await rawRequest(port, { method: 'GET', target: '/en/global', headers: [['X-Forwarded-Host', 'evil-1337.example']] });
    expect(foreign.status).toBe(200);
    expect(foreign.body).toContain('lang="en"');
    expect(foreign.body).not.toContain(FOREIGN);
  });

  it('TRACE, OPTIONS *, absolute-form and made-up methods answer the branded 400/405 page', async () => {
    for (const [method, target, status] of [
      ['TRACE', '/en/global', 405],
      ['OPTIONS', '*', 405],
      ['GET', 'http://evil-1337.example/en/global', 400],
      ['FOO', '/en/global', 400],
      ['DELETE', '/en/global', 405],
    ] as const) {
      const a = await rawRequest(port, { method, target, headers: [] });
      expect(a.status, `${method} ${target}`).toBe(status);
      expect(a.body).toContain('SILCA');
      expect(a.headers['permissions-policy']).toBeTruthy();
    }
  });

  it('the page keeps the document headers; its scripts, stylesheets and strings carry nosniff and CORP without them (decision 0986)', async () => {
    const page = await rawRequest(port, { method: 'GET', target: '/en/global', headers: [] });
    expect(page.headers['permissions-policy']).toBeTruthy();
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const subresources = [
      /<link rel="modulepreload" href="([^"]+)"/,
      /<link rel="stylesheet" href="(\/assets\/css\/[^"]+)"/,
      /<link rel="preload" href="(\/_strings\/[^"]+)"/,
    ].map((re) => page.body.match(re)?.[1]);
    expect(subresources.every(Boolean), subresources.join(' ')).toBe(true);
    for (const target of subresources as string[]) {
      const a = await rawRequest(port, { method: 'GET', target, headers: [['Accept-Encoding', 'br, gzip']] });
      expect(a.status, target).toBe(200);
      expect(a.headers['x-content-type-options'], target).toBe('nosniff');
      expect(a.headers['cross-origin-resource-policy'], target).toBe('same-origin');
      expect(a.headers['cache-control'], target).toContain('immutable');
      expect(a.headers['content-security-policy'], target).toBeUndefined();
      expect(a.headers['permissions-policy'], target).toBeUndefined();
    }
  });
});
