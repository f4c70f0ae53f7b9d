import { describe, expect, it } from 'vitest';
import { readContentConfig } from '../config';
import { ResponseCache } from './cache';
import { markRequestSpeculative, runInRequestScope } from './request-scope';
import { StoryblokContentService } from './service';
import { createStoryblokClient } from './storyblok';

// Issue 23, decision 0883: the content calls of a request for no known page use only spare
// capacity; a real page's calls wait their turn. So a flood of unknown URLs cannot take the
// CMS budget of real pages.

function setup() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith('/spaces/me')) return Response.json({ space: { version: 7 } });
    await held;
    const slug = url.pathname.replace(/^.*\/cdn\/stories\//, '');
    return Response.json({ story: { id: 1, uuid: slug, full_slug: slug, default_full_slug: slug, content: {} }, cv: 7, rels: [], links: [] });
  }) as typeof fetch;
  const client = createStoryblokClient(readContentConfig({}), { endpoint: 'http://127.0.0.1:9/v2', counter: { requests: 0 }, fetch: fetchImpl, backoffBaseMs: 1 });
  // One call per second: the first takes the only slot, later ones queue.
  const service = new StoryblokContentService({ client, cache: new ResponseCache(100, 1 << 22), endpoint: 'http://127.0.0.1:9/v2', cvTtlMs: 0, limits: { ratePerSecond: 1, maxQueue: 100, maxWaitMs: 10_000 } });
  return { service, release };
}

const inRequest = <T>(speculative: boolean, fn: () => Promise<T>) =>
  runInRequestScope({ signal: new AbortController().signal }, () => {
    if (speculative) markRequestSpeculative();
    return fn();
  });

describe('speculative requests', () => {
  it('with no slot free, a speculative call is refused at once while a real page`s call waits its turn', async () => {
    const { service, release } = setup();
    const first = inRequest(false, () => service.getStory('global/real-1', { language: 'en' }));
    await new Promise((r) => setTimeout(r, 20));
    const t0 = Date.now();
    const guess = await inRequest(true, () => service.getStory('global/guess', { language: 'en' })).catch((e: unknown) => e as Error);
    expect((guess as Error).name).toBe('ContentUnavailableError');
    expect(Date.now() - t0).toBeLessThan(500);
    const second = inRequest(false, () => service.getStory('global/real-2', { language: 'en' }));
    release();
    expect((await first)?.story.full_slug).toBe('global/real-1');
    expect((await second)?.story.full_slug).toBe('global/real-2');
  }, 15_000);

  it('with a slot free, a speculative call runs', async () => {
    const { service, release } = setup();
    release();
    expect((await inRequest(true, () => service.getStory('global/page', { language: 'en' })))?.story.full_slug).toBe('global/page');
  });
});
