import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { readPageCacheConfig } from './config';
import { createPageCache } from './page-cache';

// docs/requirements/hardening.md#cancelled-requests: a request whose client left never makes a
// later request of the same page wait, and a waiter whose client left costs no render.

const PUBLIC = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';
let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
  server = null;
});

interface Harness {
  base: string;
  renders: () => number;
  /** Answers every render waiting for it. */
  finishRenders(): void;
}

/**
 * A page cache in front of one page at `/en/global/page` whose render waits for
 * `finishRenders()` when `slow`; `/held/...` reaches the cache only after its client left (a
 * request held during start-up).
 */
async function start(opts: { slow: boolean; fillWaitMs?: number }): Promise<Harness> {
  const cache = createPageCache({
    config: readPageCacheConfig({ NODE_ENV: 'production' }),
    publicOrigin: () => 'https://www.silca.example',
    fillWaitMs: opts.fillWaitMs,
  });
  let renders = 0;
  const waiting: Array<() => void> = [];
  const app = express();
  app.use('/held', (req, res, next) => {
    // Held until the client has gone, like listenEarly's queue; then handed on.
    req.url = req.url.replace(/^\/held/, '') || '/';
    req.originalUrl = req.url;
    req.socket.once('close', () => setImmediate(next));
  });
  app.use(cache.middleware);
  app.get('/en/global/page', (_req, res) => {
    renders++;
    const answer = () => res.status(200).set('Cache-Control', PUBLIC).type('html').end('<p>page</p>');
    if (opts.slow) waiting.push(answer);
    else answer();
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server!.once('listening', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    renders: () => renders,
    finishRenders: () => waiting.splice(0).forEach((f) => f()),
  };
}

/** A GET: resolves with status and body, or 'timeout' when no answer came within `ms`. */
function get(url: string, ms: number): Promise<{ status: number; body: string } | 'timeout'> {
  return new Promise((resolve) => {
    const req = request(url, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.setTimeout(ms, () => {
      req.destroy();
      resolve('timeout');
    });
    req.on('error', () => resolve('timeout'));
    req.end();
  });
}

/** A GET whose client gives up after `ms` (the connection is closed unanswered). */
function abandoned(url: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const req = request(url, () => undefined);
    req.on('error', () => undefined);
    req.on('close', () => resolve());
    req.end();
    setTimeout(() => req.destroy(), ms);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('page cache and cancelled requests', () => {
  it('a request whose client left before it reached the cache leaves no fill behind: the next one answers', async () => {
    const h = await start({ slow: false });
    await abandoned(`${h.base}/held/en/global/page`, 50);
    await sleep(50);
    const next = await get(`${h.base}/en/global/page`, 3000);
    expect(next).toEqual({ status: 200, body: '<p>page</p>' });
  });

  it('a waiter whose client leaves during another fill costs no render, even when that fill ends unstored', async () => {
    const h = await start({ slow: true });
    const first = abandoned(`${h.base}/en/global/page`, 200);
    await sleep(30);
    await abandoned(`${h.base}/en/global/page`, 50);
    await first;
    await sleep(100);
    h.finishRenders();
    expect(h.renders()).toBe(1);
    const next = get(`${h.base}/en/global/page`, 3000);
    await sleep(50);
    h.finishRenders();
    // The abandoned render still ended and was kept, or the next one renders: either way an answer.
    expect(await next).toEqual({ status: 200, body: '<p>page</p>' });
  });

  it('when the filling client leaves, one waiter fills for the others', async () => {
    const h = await start({ slow: true });
    const filler = abandoned(`${h.base}/en/global/page`, 100);
    await sleep(30);
    const waiters = [get(`${h.base}/en/global/page`, 5000), get(`${h.base}/en/global/page`, 5000), get(`${h.base}/en/global/page`, 5000)];
    await filler;
    await sleep(200);
    h.finishRenders();
    for (const w of await Promise.all(waiters)) expect(w).toEqual({ status: 200, body: '<p>page</p>' });
    // The abandoned render and one fill for the three waiters.
    expect(h.renders()).toBe(2);
  });

  it('a fill that never ends holds its followers at most fillWaitMs', async () => {
    const h = await start({ slow: true, fillWaitMs: 300 });
    void get(`${h.base}/en/global/page`, 10_000);
    await sleep(30);
    const follower = get(`${h.base}/en/global/page`, 3000);
    // The follower renders itself after its wait.
    await sleep(600);
    expect(h.renders()).toBe(2);
    h.finishRenders();
    expect(await follower).toEqual({ status: 200, body: '<p>page</p>' });
  });
});
