import StoryblokClient from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoryblokClient, readContentConfig, ResponseCache, StoryblokContentService } from '@silca/content';
import { createFixtureSpace } from '@silca/content/testing';
import { CDN_RATE_LIMITS, uncachedLimit } from './rate-limits';
import { startLocalServer, type LocalServer } from './server';

// docs/requirements/content.md#cdn-rate-limits (decision 1051): the embedded CDN API keeps
// Storyblok's documented per-second limits by default, through storyblok-js-client; the site's
// content client, two instances sharing one space, gets every answer despite them.
let server: LocalServer;
const TOKEN = 'local-public';

beforeAll(async () => {
  server = await startLocalServer({ contentDir: await createFixtureSpace(), port: 0, publicTokens: [TOKEN] });
});
afterAll(async () => {
  await server?.close();
});

/** What the stand-in answered, as seen on the wire: URL, status, X-RateLimit-Policy. */
type Seen = { url: string; status: number; policy: string | null };

/** storyblok-js-client as an application would make it (5 requests/s, its own 429 retries), its answers recorded. */
const rawClient = (seen: Seen[]) =>
  new StoryblokClient({
    accessToken: TOKEN,
    endpoint: server.endpoint,
    rateLimit: 5,
    cache: { type: 'none', clear: 'manual' },
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const res = await fetch(input, init);
      seen.push({ url: String(input), status: res.status, policy: res.headers.get('x-ratelimit-policy') });
      return res;
    },
  });

/** Lists `pages` pages of `perPage` below `startsWith` at once; resolves the statuses the client reported. */
const listPages = (client: StoryblokClient, perPage: number, startsWith: string, pages = 10) =>
  Promise.all(
    Array.from({ length: pages }, (_, i) =>
      client.get('cdn/stories', { version: 'published', cv: 1, per_page: perPage, page: i + 1, starts_with: startsWith }).then(
        () => 200,
        (e: { status?: number }) => e.status ?? 0,
      ),
    ),
  );

describe('CDN rate limits of the embedded Storyblok', () => {
  it('the limit follows the documented tiers: single entries and up to 25 per page 50/s, then 15, 10 and 6', () => {
    const q = (s: string) => new URLSearchParams(s);
    expect(uncachedLimit('/stories/global/home', q(''))).toBe(50);
    expect(uncachedLimit('/stories', q('find_by=uuid'))).toBe(50);
    expect(uncachedLimit('/stories', q(''))).toBe(50);
    expect(uncachedLimit('/stories', q('per_page=26'))).toBe(15);
    expect(uncachedLimit('/links', q('per_page=75'))).toBe(10);
    expect(uncachedLimit('/stories', q('per_page=100'))).toBe(6);
    expect(CDN_RATE_LIMITS.cached).toBe(1000);
  });

  it('two clients at 5/s each listing 100 entries a page are limited to 6/s: 429 with X-RateLimit headers; the client retries them', async () => {
    // Distinct pages: every request is uncached. Two applications, one token, one space.
    const seen: Seen[] = [];
    const [a, b] = await Promise.all([listPages(rawClient(seen), 100, 'global/'), listPages(rawClient(seen), 100, 'it/')]);
    expect([...a, ...b].every((s) => s === 200)).toBe(true);
    expect(seen.filter((r) => r.status === 429).length).toBeGreaterThan(0);
    expect(seen.some((r) => r.url.includes('starts_with=global')) && seen.some((r) => r.url.includes('starts_with=it'))).toBe(true);
    expect(new Set(seen.map((r) => r.policy))).toEqual(new Set(['"concurrent-requests";q=6']));
    const res = await fetch(`${server.endpoint}/cdn/stories?token=${TOKEN}&per_page=100&page=40&cv=1`);
    expect(res.headers.get('x-ratelimit')).toMatch(/^"concurrent-requests";r=\d+$/);
    if (res.status === 429) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await res.json()).toEqual({ error: 'Too Many Requests' });
    }
  });

  it('the same two clients listing 25 a page stay under 50/s: no 429', async () => {
    await new Promise((r) => setTimeout(r, 1100));
    const seen: Seen[] = [];
    await Promise.all([listPages(rawClient(seen), 25, 'global/p'), listPages(rawClient(seen), 25, 'it/p')]);
    expect(seen.length).toBe(20);
    expect(seen.every((r) => r.status === 200 && r.policy === '"concurrent-requests";q=50')).toBe(true);
  });

  it('an answer the CDN keeps (same URL and cv) counts against the cached limit, not the uncached one', async () => {
    await new Promise((r) => setTimeout(r, 1100));
    const url = `${server.endpoint}/cdn/stories?token=${TOKEN}&per_page=100&cv=7&starts_with=global/`;
    expect((await fetch(url)).status).toBe(200);
    // 30 at once: five times the uncached limit of a 100-entry listing.
    const statuses = await Promise.all(Array.from({ length: 30 }, () => fetch(url).then((r) => r.status)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    const again = await fetch(url);
    expect(again.headers.get('x-ratelimit-policy')).toBe('"concurrent-requests";q=1000');
  });

  it("two instances of the site's content client share the space's limit and get every listing, without an error", async () => {
    await new Promise((r) => setTimeout(r, 1100));
    const config = { ...readContentConfig({}), token: TOKEN };
    const counter = { requests: 0 };
    const instance = () =>
      new StoryblokContentService({
        client: createStoryblokClient(config, { endpoint: server.endpoint, counter }),
        cache: new ResponseCache(100, 1 << 20),
        endpoint: server.endpoint,
        cvTtlMs: 60_000,
        limits: { requestBudgetMs: config.timeoutMs },
      });
    const [one, two] = [instance(), instance()];
    const list = (s: StoryblokContentService, language: string) =>
      Promise.all(Array.from({ length: 8 }, (_, i) => s.listStories({ startsWith: '', language, page: i + 1, perPage: 100 })));
    const [a, b] = await Promise.all([list(one, 'en'), list(two, 'it')]);
    expect([...a, ...b].every((r) => Array.isArray(r.stories))).toBe(true);
    expect(a[0]!.stories.length).toBeGreaterThan(0);
    // 16 listings (and two spaces/me): the retried 429 answers are the rest.
    expect(counter.requests).toBeGreaterThan(18);
  }, 60_000);
});
