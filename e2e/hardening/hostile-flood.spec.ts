import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { freePort, startNode, waitForHttp, type Spawned } from '../support';

// docs/requirements/hardening.md#unknown-pages: a flood of new unknown URLs leaves real uncached pages answering (they go ahead in
// the render gate; unknown URLs use only spare CMS capacity), and no answer is a 500 or a 503
// without Retry-After (the custom landings answered 500 in such a flood). On a site-global of its
// own, so the flood does not slow the other suites' server.

let site: Spawned;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  site = startNode('apps/site-global/build/server.mjs', {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    STORYBLOK_TOKEN: '',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'silca-flood-')),
  });
  base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/healthz`, 180_000);
  // Ready: search indexes and the known pages built.
  for (let i = 0; i < 600; i++) {
    if ((await fetch(`${base}/readyz`).catch(() => null))?.status === 200) break;
    await new Promise((r) => setTimeout(r, 300));
  }
});

test.afterAll(async () => {
  await site?.stop();
});

const get = (request: APIRequestContext, p: string) => request.get(base + p, { maxRedirects: 0, timeout: 30_000 });
test('during a flood of new unknown URLs real uncached pages answer, and no answer is a 500 or a 503 without Retry-After', async ({ request }) => {
  test.setTimeout(120_000);
  const landings = ['es', 'pt', 'fr', 'ro', 'nl', 'ru'].map((l) => `/${l}/global/landing-smart-pro-mini`);
  // Real pages nobody has asked for yet in this run (first visits render).
  const sitemap = await (await get(request, '/sitemap.xml')).text();
  const real = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/(?:nl|ro)\/global\/[^<]+)<\/loc>/g)].map((m) => m[1]!).slice(0, 6);
  expect(real.length).toBe(6);
  const until = Date.now() + 6000;
  let n = 0;
  const floodStatuses: Array<{ status: number; retryAfter: boolean }> = [];
  const flooder = async () => {
    while (Date.now() < until) {
      const i = n++;
      const res = await get(request, i % 2 ? `/en/global/zz-unknown-${i}-${Date.now()}` : `/it/global/prodotti/zz-${i}/x/y`);
      floodStatuses.push({ status: res.status(), retryAfter: 'retry-after' in res.headers() });
    }
  };
  const visits: Array<{ path: string; status: number; retryAfter: boolean; after?: string }> = [];
  const visitor = async () => {
    await new Promise((r) => setTimeout(r, 1000));
    for (const path of [...real, ...landings]) {
      const res = await get(request, path);
      visits.push({ path, status: res.status(), retryAfter: 'retry-after' in res.headers(), after: res.headers()['retry-after'] });
    }
  };
  await Promise.all([...Array.from({ length: 20 }, flooder), visitor()]);
  const all = [...floodStatuses, ...visits];
  expect(all.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
  expect(all.filter((a) => a.status === 503 && !a.retryAfter)).toEqual([]);
  expect(floodStatuses.filter((a) => a.status === 404).length).toBeGreaterThan(0);
  // Real pages go ahead of the flood: each answers its page.
  expect(visits.filter((v) => v.status !== 200)).toEqual([]);
});
