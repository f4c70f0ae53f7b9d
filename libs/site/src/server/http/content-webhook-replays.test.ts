import { createHmac } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AccessPolicy } from '@silca/content';
import type { SearchService } from '@silca/search';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentWebhook, STORYBLOK_WEBHOOK_PATH } from './content-webhook';
import { createPageCache, FORWARDED_HEADER, readPageCacheConfig } from './page-cache';

// docs/requirements/hardening.md#webhook-replays, decision 1000: a replayed signed webhook does its
// work once, the route is rate limited, and a forwarded event is never forwarded again.

const SECRET = 'webhook-secret-for-the-replay-test';
const sign = (body: string) => createHmac('sha1', SECRET).update(body).digest('hex');
const servers: Server[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

/** One instance's webhook route; `peers` filled in later (two instances name each other). */
async function instance(options: { dedupeMs?: number; rateLimit?: number; peers?: string[] } = {}) {
  const config = { ...readPageCacheConfig({ NODE_ENV: 'production' }), peers: options.peers ?? [] };
  const pageCache = createPageCache({ config, publicOrigin: () => 'http://127.0.0.1' });
  const purgeAll = vi.spyOn(pageCache, 'purgeAll');
  const applyStoryEvent = vi.fn(async () => null);
  const invalidate = vi.fn();
  const onAccepted = vi.fn();
  const forwardedSeen: string[] = [];
  const app = express();
  app.use((req, _res, next) => {
    forwardedSeen.push(String(req.headers[FORWARDED_HEADER] ?? ''));
    next();
  });
  const search = { applyStoryEvent } as unknown as SearchService;
  const access = { invalidate } as unknown as AccessPolicy;
  app.post(
    STORYBLOK_WEBHOOK_PATH,
    ...contentWebhook({
      secret: SECRET,
      targets: [],
      search,
      access,
      pageCache,
      pageCacheConfig: config,
      dedupeMs: options.dedupeMs ?? 10_000,
      rateLimit: options.rateLimit ?? 1000,
      rateWindowS: 60,
      onAccepted,
    }),
  );
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, url: origin + STORYBLOK_WEBHOOK_PATH, config, purgeAll, applyStoryEvent, invalidate, onAccepted, forwardedSeen };
}

const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'webhook-signature': sign(body), ...headers }, body });

const captured = JSON.stringify({
  text: 'The user Ada published the Story Futura',
  action: 'published',
  space_id: 1,
  story_id: 42,
  full_slug: 'global/products/silca-futura',
});

describe('content webhook replays', () => {
  it('44 replays of one captured signed body: one purge, one search update, one policy reload; every answer 200', async () => {
    const site = await instance();
    const answers = await Promise.all(Array.from({ length: 44 }, () => post(site.url, captured)));
    expect(answers.map((a) => a.status)).toEqual(Array(44).fill(200));
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as Array<{ duplicate?: boolean }>;
    expect(bodies.filter((b) => b.duplicate === true)).toHaveLength(43);
    expect(site.purgeAll).toHaveBeenCalledTimes(1);
    expect(site.applyStoryEvent).toHaveBeenCalledTimes(1);
    expect(site.invalidate).toHaveBeenCalledTimes(1);
    expect(site.onAccepted).toHaveBeenCalledTimes(1);
    // Another event is not a replay.
    const other = captured.replace('"story_id":42', '"story_id":43');
    expect((await post(site.url, other)).status).toBe(200);
    expect(site.purgeAll).toHaveBeenCalledTimes(2);
  });

  it('after the window the same body is an event again; an unsigned copy never shadows the real one', async () => {
    const site = await instance({ dedupeMs: 2_000 });
    // Sent unsigned first (a guess of the next event): refused and not remembered.
    expect((await post(site.url, captured, { 'webhook-signature': 'bad' })).status).toBe(401);
    expect((await post(site.url, captured)).status).toBe(200);
    expect(site.purgeAll).toHaveBeenCalledTimes(1);
    await post(site.url, captured);
    expect(site.purgeAll).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 2_100));
    await post(site.url, captured);
    expect(site.purgeAll).toHaveBeenCalledTimes(2);
  });

  it('beyond the rate: 429 with Retry-After, nothing done', async () => {
    const site = await instance({ rateLimit: 3 });
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) {
      last = await post(site.url, captured.replace('42', String(100 + i)));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(last!.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(site.purgeAll).toHaveBeenCalledTimes(3);
  });

  it('two instances naming each other as peers: an event is forwarded once, never back', async () => {
    const a = await instance();
    const b = await instance();
    a.config.peers.push(b.origin);
    b.config.peers.push(a.origin);
    expect((await post(a.url, captured)).status).toBe(200);
    // B got it once, marked as forwarded, and did not send it back to A.
    expect(b.forwardedSeen).toEqual(['1']);
    expect(a.forwardedSeen).toEqual(['']);
    expect(a.purgeAll).toHaveBeenCalledTimes(1);
    expect(b.purgeAll).toHaveBeenCalledTimes(1);
    // A forwarded copy sent to B again (a replay with the header): not forwarded, not done twice.
    expect((await post(b.url, captured, { [FORWARDED_HEADER]: '1' })).status).toBe(200);
    expect(a.forwardedSeen).toEqual(['']);
    expect(b.purgeAll).toHaveBeenCalledTimes(1);
  });
});
