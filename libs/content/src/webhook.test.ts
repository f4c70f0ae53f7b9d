import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentBackend, type ContentBackend } from './client/backend';
import { createFixtureSpace } from './test/fixture-space';
import { handleStoryblokWebhook, planInvalidation } from './webhook';
import { storyblokStandIn } from '@silca/stand-in-storyblok';

const SECRET = 'hook-secret';
const sign = (body: string) => createHmac('sha1', SECRET).update(body).digest('hex');
const post = (body: string, signature: string | null) =>
  new Request('http://x/api/storyblok/webhook', { method: 'POST', body, headers: signature ? { 'webhook-signature': signature } : {} });

describe('planInvalidation', () => {
  const entries: Array<[string, { refs: string[]; prefix: string | null; value: unknown }]> = [
    ['story-a', { refs: ['1', 'uuid-a', 'global/products/a'], prefix: null, value: {} }],
    ['story-b', { refs: ['2', 'uuid-b', 'global/products/b'], prefix: null, value: {} }],
    ['home-with-rel-a', { refs: ['3', 'uuid-h', 'global/home', '1', 'uuid-a', 'global/products/a'], prefix: null, value: {} }],
    ['list-products', { refs: [], prefix: 'global/products', value: {} }],
    ['list-news', { refs: [], prefix: 'global/news', value: {} }],
    ['missing', { refs: [], prefix: null, value: null }],
    ['cdn/datasource_entries?x', { refs: [], prefix: null, value: {} }],
  ];
  it('a publish drops what contains the story, listings above it and cached 404s only', () => {
    expect(planInvalidation({ action: 'published', story_id: 1, full_slug: 'global/products/a' }, entries).sort()).toEqual(['home-with-rel-a', 'list-products', 'missing', 'story-a']);
  });
  it('a datasource event drops datasource answers; an unknown event drops all', () => {
    expect(planInvalidation({ action: 'datasource_entries_updated', datasource_slug: 'x' }, entries)).toEqual(['cdn/datasource_entries?x']);
    expect(planInvalidation({ action: 'release_merged' }, entries)).toHaveLength(entries.length);
  });
});

describe('handleStoryblokWebhook', () => {
  let backend: ContentBackend;
  beforeAll(async () => {
    backend = await startContentBackend({ standIn: storyblokStandIn, env: { CONTENT_DIR: await createFixtureSpace() } });
  });
  afterAll(() => backend.close());

  it('401 and no change for a bad or missing signature, or no secret', async () => {
    await backend.service.getStory('global/home', { language: 'en' });
    const size = backend.service.cache.size;
    const body = JSON.stringify({ action: 'published', story_id: 1, full_slug: 'global/home' });
    expect((await handleStoryblokWebhook(post(body, 'bad'), SECRET, [backend.webhookTarget])).status).toBe(401);
    expect((await handleStoryblokWebhook(post(body, null), SECRET, [backend.webhookTarget])).status).toBe(401);
    expect((await handleStoryblokWebhook(post(body, sign(body)), undefined, [backend.webhookTarget])).status).toBe(401);
    expect(backend.service.cache.size).toBe(size);
  });

  it('a signed publish clears what changed and keeps the rest warm', async () => {
    const home = await backend.service.getStory('global/home', { language: 'en' });
    await backend.service.getStory('global/products/product-02', { language: 'en' });
    const body = JSON.stringify({ text: 'published', action: 'published', space_id: 1, story_id: home!.story.id, full_slug: 'global/home' });
    const res = await handleStoryblokWebhook(post(body, sign(body)), SECRET, [backend.webhookTarget]);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, invalidated: 1 });
    const before = backend.upstreamRequests();
    await backend.service.getStory('global/products/product-02', { language: 'en' });
    expect(backend.upstreamRequests()).toBe(before);
    await backend.service.getStory('global/home', { language: 'en' });
    expect(backend.upstreamRequests()).toBe(before + 1);
  });

  it('400 for a body that is not an event, 405 for GET', async () => {
    expect((await handleStoryblokWebhook(post('nope', sign('nope')), SECRET, [backend.webhookTarget])).status).toBe(400);
    expect((await handleStoryblokWebhook(new Request('http://x/', { method: 'GET' }), SECRET, [backend.webhookTarget])).status).toBe(405);
  });
});
