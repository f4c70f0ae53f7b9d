import { createHmac } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readContentConfig } from '../config';
import { ContentUnavailableError } from '../errors';
import { createFixtureSpace } from '../test/fixture-space';
import { handleStoryblokWebhook } from '../webhook';
import { startContentBackend, type ContentBackend } from './backend';
import { ResponseCache } from './cache';
import { StoryblokContentService } from './service';
import { CONTENT_CLIENT_LIMITS, createStoryblokClient } from './storyblok';
import { storyblokStandIn } from '@silca/stand-in-storyblok';

const open: Array<{ close(): Promise<void> | void }> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

function serviceWith(fetchImpl: typeof fetch, counter = { requests: 0 }, timeoutMs = 5000): StoryblokContentService {
  const config = { ...readContentConfig({}), timeoutMs };
  const client = createStoryblokClient(config, { endpoint: 'http://127.0.0.1:9/v2', counter, fetch: fetchImpl, backoffBaseMs: 1 });
  return new StoryblokContentService({ client, cache: new ResponseCache(100, 1 << 20), endpoint: 'http://127.0.0.1:9/v2', cvTtlMs: 0 });
}

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('client limits of docs/requirements/performance.md#prefetching', () => {
  it('retries a 429 at most 5 times with growing delays, then reports an outage', async () => {
    const counter = { requests: 0 };
    const times: number[] = [];
    const s = serviceWith(async () => {
      times.push(performance.now());
      return answer(429, { error: 'Too Many Requests' });
    }, counter);
    const error = await s.getStory('global/home', { language: 'en' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentUnavailableError);
    expect(counter.requests).toBe(1 + CONTENT_CLIENT_LIMITS.maxRetries);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(gaps[4]!).toBeGreaterThan(gaps[0]!);
  });

  it('over the embedded server budget, requests are retried with backoff and all succeed', async () => {
    const dir = await createFixtureSpace();
    const backend = await startContentBackend({ standIn: storyblokStandIn, env: { CONTENT_DIR: dir, STORYBLOK_LOCAL_BUDGET_RPS: '3' } });
    open.push(backend);
    const slugs = ['product-01', 'product-02', 'product-03', 'product-04'];
    const results = await Promise.all(slugs.map((s) => backend.service.getStory(`global/products/${s}`, { language: 'en' })));
    expect(results.map((r) => r?.story.slug)).toEqual(slugs);
    // More upstream requests than stories: the 429 answers were retried.
    expect(backend.upstreamRequests()).toBeGreaterThan(slugs.length);
  });

  it('a 429 followed by success returns the story', async () => {
    let n = 0;
    const s = serviceWith(async () => (n++ < 2 ? answer(429, { error: 'Too Many Requests' }, { 'Retry-After': '0' }) : answer(200, { story: { id: 1, uuid: 'u', full_slug: 'global/home', default_full_slug: 'global/home', content: {} }, cv: 5, rels: [], links: [] })));
    expect((await s.getStory('global/home', { language: 'en' }))?.story.id).toBe(1);
    expect(n).toBe(3);
  });

  it('5xx and bad JSON are outages; 401 is a configuration error', async () => {
    await expect(serviceWith(async () => answer(502, { error: 'Bad Gateway' })).getStory('x', { language: 'en' })).rejects.toBeInstanceOf(ContentUnavailableError);
    await expect(serviceWith(async () => new Response('<html>', { status: 200 })).getStory('x', { language: 'en' })).rejects.toBeInstanceOf(ContentUnavailableError);
    await expect(serviceWith(async () => answer(401, { error: 'Unauthorized' })).getStory('x', { language: 'en' })).rejects.toMatchObject({ name: 'ContentRequestError', status: 401 });
  });

  it('keeps to 3 requests per second with an OAuth token, 5 without', () => {
    const rate = (oauthToken?: string) => (createStoryblokClient({ ...readContentConfig({}), oauthToken }) as unknown as { rateLimitConfig: { userRateLimit: number } }).rateLimitConfig.userRateLimit;
    expect(rate()).toBe(5);
    expect(rate('oauth')).toBe(3);
  });

  it('times out a hanging upstream and answers 503 without a cached copy', async () => {
    const hanging = createServer(() => undefined);
    await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', () => r()));
    open.push({ close: () => new Promise<void>((r) => { hanging.closeAllConnections(); hanging.close(() => r()); }) });
    const port = (hanging.address() as { port: number }).port;
    const config = { ...readContentConfig({}), timeoutMs: 200 };
    const client = createStoryblokClient(config, { endpoint: `http://127.0.0.1:${port}/v2` });
    const s = new StoryblokContentService({ client, cache: new ResponseCache(10, 1 << 20), endpoint: `http://127.0.0.1:${port}/v2`, cvTtlMs: 0 });
    const t = performance.now();
    await expect(s.getStory('global/home', { language: 'en' })).rejects.toBeInstanceOf(ContentUnavailableError);
    expect(performance.now() - t).toBeLessThan(3000);
  });
});

describe('watch mode (STORYBLOK_LOCAL_WATCH=1)', () => {
  it('serves an edited file without restart or webhook', async () => {
    const dir = await createFixtureSpace();
    const backend = await startContentBackend({ standIn: storyblokStandIn, env: { CONTENT_DIR: dir, STORYBLOK_LOCAL_WATCH: '1' } });
    open.push(backend);
    expect((await backend.service.getStory('global/home', { language: 'en' }))?.story.content.title).toBe('Home');
    const file = path.join(dir, 'stories/global/home.json');
    const data = JSON.parse(readFileSync(file, 'utf8'));
    data.story.content.title = 'Home, watched';
    writeFileSync(file, JSON.stringify(data));
    await expect.poll(async () => (await backend.service.getStory('global/home', { language: 'en' }))?.story.content.title, { timeout: 5000, interval: 200 }).toBe('Home, watched');
  });
});

describe('webhook in local mode', () => {
  it('re-reads the edited space, and the next request gets the new content', async () => {
    const dir = await createFixtureSpace();
    const backend: ContentBackend = await startContentBackend({ standIn: storyblokStandIn, env: { CONTENT_DIR: dir } });
    open.push(backend);
    expect((await backend.service.getStory('global/home', { language: 'en' }))?.story.content.title).toBe('Home');
    const file = path.join(dir, 'stories/global/home.json');
    const data = JSON.parse(readFileSync(file, 'utf8'));
    data.story.content.title = 'Home, edited';
    writeFileSync(file, JSON.stringify(data));
    const body = JSON.stringify({ action: 'published', story_id: data.story.id, full_slug: 'global/home' });
    const res = await handleStoryblokWebhook(
      new Request('http://x/api/storyblok/webhook', { method: 'POST', body, headers: { 'webhook-signature': createHmac('sha1', 's3cret').update(body).digest('hex') } }),
      's3cret',
      [backend.webhookTarget],
    );
    expect(res.status).toBe(200);
    expect((await backend.service.getStory('global/home', { language: 'en' }))?.story.content.title).toBe('Home, edited');
  });
});
