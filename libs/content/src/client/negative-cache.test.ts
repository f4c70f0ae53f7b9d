import { describe, expect, it } from 'vitest';
import { readContentConfig } from '../config';
import { ResponseCache } from './cache';
import { StoryblokContentService } from './service';
import { createStoryblokClient } from './storyblok';

// docs/requirements/hardening.md#unknown-page-lookups, decision 0883: 404s of story lookups are cached apart from real answers (bounded,
// purged by webhooks), so an unknown URL costs the CMS once and a flood of them evicts nothing.

function setup(opts: { cacheMax?: number; negativeMax?: number } = {}) {
  const asked: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith('/spaces/me')) return Response.json({ space: { version: 7 } });
    const slug = url.pathname.replace(/^.*\/cdn\/stories\//, '');
    asked.push(slug);
    if (slug.startsWith('global/real')) {
      return Response.json({ story: { id: 1, uuid: slug, full_slug: slug, default_full_slug: slug, content: {} }, cv: 7, rels: [], links: [] });
    }
    return Response.json({ error: 'This record could not be found' }, { status: 404 });
  }) as typeof fetch;
  const client = createStoryblokClient(readContentConfig({}), { endpoint: 'http://127.0.0.1:9/v2', counter: { requests: 0 }, fetch: fetchImpl, backoffBaseMs: 1 });
  const service = new StoryblokContentService({
    client,
    cache: new ResponseCache(opts.cacheMax ?? 100, 1 << 22),
    endpoint: 'http://127.0.0.1:9/v2',
    cvTtlMs: 0,
    limits: { ratePerSecond: 10_000, maxQueue: 10_000 },
    negativeCache: { max: opts.negativeMax ?? 1000, ttlMs: 60_000 },
  });
  return { service, asked };
}

describe('negative cache of story lookups (docs/requirements/hardening.md#unknown-pages)', () => {
  it('an unknown story costs one CMS request; asking again costs none', async () => {
    const { service, asked } = setup();
    expect(await service.getStory('global/nope', { language: 'en' })).toBeNull();
    expect(await service.getStory('global/nope', { language: 'en' })).toBeNull();
    expect(await service.findStoryByPath({ website: 'global', language: 'en', path: ['nope'] })).toBeNull();
    expect(asked.filter((s) => s === 'global/nope')).toHaveLength(1);
    expect(service.negativeEntries).toBe(1);
  });

  it('is bounded, and a flood of unknown stories does not evict real answers', async () => {
    const { service, asked } = setup({ cacheMax: 5, negativeMax: 10 });
    await service.getStory('global/real-1', { language: 'en' });
    for (let i = 0; i < 30; i++) await service.getStory(`global/unknown-${i}`, { language: 'en' });
    expect(service.negativeEntries).toBe(10);
    const before = asked.length;
    expect((await service.getStory('global/real-1', { language: 'en' }))?.story.full_slug).toBe('global/real-1');
    expect(asked.length).toBe(before);
  });

  it('a webhook invalidation forgets every 404 (a publish may create the path)', async () => {
    const { service, asked } = setup();
    await service.getStory('global/nope', { language: 'en' });
    await service.invalidate([]);
    expect(service.negativeEntries).toBe(0);
    await service.getStory('global/nope', { language: 'en' });
    expect(asked.filter((s) => s === 'global/nope')).toHaveLength(2);
  });
});

describe('speculative requests (docs/requirements/hardening.md#unknown-page-lookups, decision 0883)', () => {
  it('one negative entry per story whatever relations were asked for', async () => {
    const { service, asked } = setup();
    await service.getStory('global/nope', { language: 'en', resolveRelations: ['a.b'] });
    await service.getStory('global/nope', { language: 'en' });
    expect(asked.filter((s) => s === 'global/nope')).toHaveLength(1);
  });
});
