import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, startNode, waitForHttp, type Spawned } from '../support';

// docs/requirements/hardening.md#cancelled-requests: requests cancelled at random moments (before
// the answer, mid-body, while the server warms up right after /healthz and under concurrent load),
// across one URL of every template, the API routes and the extranet with and without a partner
// session, leave nothing behind: afterwards every URL answers its usual status within SWEEP_MS.
// On a site-global of its own with a fresh DATA_DIR, so warm-up is covered. The random choices
// come from a seed printed at the start (CHAOS_SEED=<n> replays a run).

/** Longest a URL may take to answer in the final sweep (ms; a page renders in 0.1-1.5 s on 2 busy cores). */
const SWEEP_MS = 5000;
/** Length of the load phase (ms). */
const LOAD_MS = 10_000;
/** Concurrent clients of the load phase. */
const LOAD_CLIENTS = 8;

/** One URL of every template and route kind, with the status it answers (`session`: with a partner's cookie). */
const URLS: Array<{ path: string; status: number; session?: boolean }> = [
  { path: '/', status: 301 },
  { path: '/en/global', status: 200 },
  { path: '/en/global/about-us', status: 200 },
  { path: '/en/global/products/silca-futura-pro', status: 200 },
  { path: '/en/global/products', status: 200 },
  { path: '/it/global/prodotti', status: 200 },
  { path: '/en/global/category/automotive-key-machines', status: 200 },
  { path: '/en/global/events-and-news/news-about-us/silca-opens-new-training-centre', status: 200 },
  { path: '/en/global/events-and-news/events', status: 200 },
  { path: '/en/global/events-and-news/events/smart-pro-mini-live-demo', status: 200 },
  { path: '/en/global/resources/catalogs/key-blanks-catalogue-2025', status: 200 },
  { path: '/en/global/landing-smart-pro-mini', status: 200 },
  { path: '/en/global/contact-us/request-information', status: 200 },
  { path: '/en/global/search?q=key', status: 200 },
  { path: '/de/global/suchen?q=futura', status: 200 },
  { path: '/en/global/zz-no-such-page', status: 404 },
  { path: '/sitemap.xml', status: 200 },
  { path: '/robots.txt', status: 200 },
  { path: '/api/search?q=futura&locale=en', status: 200 },
  { path: '/api/checkStorySlugs?path=/it/global/products/silca-futura-pro&locale=it', status: 200 },
  { path: '/en/global/extranet', status: 401 },
  { path: '/en/global/extranet', status: 200, session: true },
  { path: '/en/global/extranet/products/automotive-key-machines', status: 200, session: true },
  { path: '/en/global/extranet/search?q=futura', status: 200, session: true },
];

/** mulberry32: a small seeded generator, so a failing run can be replayed with its seed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Mode = 'complete' | 'abort' | 'mid-body' | 'early';

/**
 * One GET on a new connection. `abort`: the client closes the connection after `afterMs`
 * (before or during the answer); `early`: the same within 50 ms; `mid-body`: it closes as soon
 * as the first body bytes arrive; `complete`: it reads the whole answer. Resolves with the status
 * seen (0 when none) and never rejects.
 */
function chaosGet(base: string, target: string, cookie: string | undefined, mode: Mode, afterMs: number): Promise<number> {
  return new Promise((resolve) => {
    let status = 0;
    const req = httpRequest(`${base}${target}`, { agent: false, headers: cookie ? { cookie } : {} }, (res) => {
      status = res.statusCode ?? 0;
      if (mode === 'mid-body') res.once('data', () => req.destroy());
      res.resume();
      res.on('end', () => resolve(status));
    });
    req.on('error', () => resolve(status));
    req.on('close', () => resolve(status));
    req.end();
    if (mode === 'abort' || mode === 'early') setTimeout(() => req.destroy(), mode === 'early' ? afterMs % 50 : afterMs);
    else req.setTimeout(30_000, () => req.destroy());
  });
}

/** One GET answered within `ms`: its status and time, or `null` status when no answer came. */
function timedGet(base: string, target: string, cookie: string | undefined, ms: number): Promise<{ status: number | null; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number | null) => resolve({ status, ms: Math.round(performance.now() - started) });
    const req = httpRequest(`${base}${target}`, { agent: false, headers: cookie ? { cookie } : {} }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    const timer = setTimeout(() => {
      req.destroy();
      done(null);
    }, ms);
    req.on('close', () => clearTimeout(timer));
    req.on('error', () => done(null));
    req.end();
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let site: Spawned;
let base = '';
const seed = Number(process.env.CHAOS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const random = seeded(seed);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

test.afterAll(async () => {
  await site?.stop();
});

test('requests cancelled at random moments during warm-up and under load leave every URL answering in time', async ({ browser }) => {
  test.setTimeout(420_000);
  console.log(`chaos seed ${seed} (CHAOS_SEED=${seed} replays it)`);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  site = startNode('apps/site-global/build/server.mjs', {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    STORYBLOK_TOKEN: '',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'silca-chaos-')),
    SEARCH_RATE_LIMIT_PER_MIN: '100000',
  });
  // Live as early as it can be: the first cancellations meet the requests held during start-up.
  await waitForHttp(`${base}/healthz`, 180_000);
  const anonymous = URLS.filter((u) => !u.session);

  // Warm-up: waves of cancelled requests (each URL, a random moment within 0-1500 ms) until ready.
  const cancelled: Array<Promise<number>> = [];
  const isReady = () =>
    fetch(`${base}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
  for (let wave = 0; wave < 20 && !(await isReady()); wave++) {
    for (const u of anonymous) cancelled.push(chaosGet(base, u.path, undefined, random() < 0.8 ? 'abort' : 'early', Math.floor(random() * 1500)));
    await sleep(500 + Math.floor(random() * 1000));
  }
  await expect.poll(isReady, { timeout: 180_000, intervals: [500] }).toBe(true);
  // And right after readiness, once more for every URL.
  for (const u of anonymous) cancelled.push(chaosGet(base, u.path, undefined, pick(['abort', 'early', 'mid-body'] as const), Math.floor(random() * 1500)));
  await Promise.all(cancelled);

  // A partner session for the extranet URLs (the embedded provider's login form). A login that
  // does not go through (a wedged extranet or login page) is reported with the sweep, and the
  // session URLs are left out.
  const problems: string[] = [];
  let cookie: string | undefined;
  const context = await browser.newContext({ baseURL: base, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto('/auth/login?returnTo=/en/global/extranet', { timeout: 20_000 });
    await page.getByLabel('Email address').fill('partner@silca.test');
    await page.getByLabel('Password').fill('partner-pass-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/en\/global\/extranet$/, { timeout: 20_000 });
    cookie = (await context.cookies(base)).map((c) => `${c.name}=${c.value}`).join('; ');
  } catch (error) {
    problems.push(`partner login did not complete: ${String((error as Error).message).split('\n')[0]}`);
  } finally {
    await context.close();
  }
  const swept = URLS.filter((u) => !u.session || cookie);
  const cookieOf = (u: (typeof URLS)[number]) => (u.session ? cookie : undefined);

  // Load: concurrent clients, each request completed, cancelled at a random moment, cut
  // mid-body or cancelled at once.
  const until = Date.now() + LOAD_MS;
  const plan = Array.from({ length: LOAD_CLIENTS }, () => seeded(Math.floor(random() * 2 ** 31)));
  let requests = 0;
  await Promise.all(
    plan.map(async (own) => {
      while (Date.now() < until) {
        const u = swept[Math.floor(own() * swept.length)]!;
        const r = own();
        const mode: Mode = r < 0.35 ? 'complete' : r < 0.7 ? 'abort' : r < 0.9 ? 'mid-body' : 'early';
        requests++;
        await chaosGet(base, u.path, cookieOf(u), mode, Math.floor(own() * 1500));
      }
    }),
  );
  console.log(`chaos: ${cancelled.length} cancelled during warm-up, ${requests} under load`);
  // What the load left queued ends: its clients are gone or answered.
  await sleep(2000);

  // Sweep: every URL answers its usual status within SWEEP_MS.
  for (const u of swept) {
    const { status, ms } = await timedGet(base, u.path, cookieOf(u), SWEEP_MS);
    const what = `${u.path}${u.session ? ' (partner session)' : ''}`;
    if (status === null) problems.push(`wedged: ${what} gave no answer within ${SWEEP_MS} ms`);
    else if (status !== u.status) problems.push(`${what}: ${status} in ${ms} ms, expected ${u.status}`);
  }
  const health = await timedGet(base, '/readyz', undefined, SWEEP_MS);
  if (problems.length)
    console.log(`chaos seed ${seed}: ${problems.length} problems over ${URLS.length} URLs (readyz then ${health.status})\n${problems.join('\n')}`);
  expect(problems).toEqual([]);
});
