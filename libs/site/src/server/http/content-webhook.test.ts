import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { AccessPolicy } from '@silca/content';
import type { SearchService } from '@silca/search';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentWebhook, STORYBLOK_WEBHOOK_PATH } from './content-webhook';
import { createPageCache, FORWARDED_HEADER, readPageCacheConfig } from './page-cache';

// What a Storyblok publish clears (decision 0940, decision 0740): search records of the story,
// the access policy and the page cache; nothing for a bad signature.

const SECRET = 'webhook-secret-for-the-test';
const applyStoryEvent = vi.fn(async () => null);
const invalidate = vi.fn();
const pageCacheConfig = readPageCacheConfig({ NODE_ENV: 'production' });
const pageCache = createPageCache({ config: pageCacheConfig, publicOrigin: () => 'http://127.0.0.1' });
const purgeAll = vi.spyOn(pageCache, 'purgeAll');
let server: import('node:http').Server;
let url = '';

beforeAll(async () => {
  const app = express();
  // Only the members the webhook uses: a story event for search, invalidate for the policy.
  const search = { applyStoryEvent } as unknown as SearchService;
  const access = { invalidate } as unknown as AccessPolicy;
  app.post(
    STORYBLOK_WEBHOOK_PATH,
    ...contentWebhook({ secret: SECRET, targets: [], search, access, pageCache, pageCacheConfig, dedupeMs: 10_000, rateLimit: 1000, rateWindowS: 60 }),
  );
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${STORYBLOK_WEBHOOK_PATH}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = (body: string, signature: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'webhook-signature': signature, ...headers }, body });
const sign = (body: string) => createHmac('sha1', SECRET).update(body).digest('hex');

describe('contentWebhook (decision 0940)', () => {
  it('a signed publish updates the story in search, re-reads the access policy and empties the page cache', async () => {
    const body = JSON.stringify({ action: 'published', story_id: 42, full_slug: 'global/products/x', text: 'The user published' });
    const response = await post(body, sign(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, action: 'published' });
    expect(applyStoryEvent).toHaveBeenCalledWith({ action: 'published', story_id: 42, full_slug: 'global/products/x' });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(purgeAll).toHaveBeenCalledTimes(1);
  });

  it('a forwarded publish (from a peer) empties this cache too', async () => {
    const body = JSON.stringify({ action: 'unpublished', story_id: 7 });
    expect((await post(body, sign(body), { [FORWARDED_HEADER]: '1' })).status).toBe(200);
    expect(purgeAll).toHaveBeenCalledTimes(2);
  });

  it('a wrong signature answers 401 and clears nothing', async () => {
    const before = [applyStoryEvent.mock.calls.length, invalidate.mock.calls.length, purgeAll.mock.calls.length];
    const body = JSON.stringify({ action: 'published', story_id: 1 });
    expect((await post(body, sign(body + ' '))).status).toBe(401);
    expect([applyStoryEvent.mock.calls.length, invalidate.mock.calls.length, purgeAll.mock.calls.length]).toEqual(before);
  });
});
