import { describe, expect, it } from 'vitest';
import { readContentConfig } from '../config';
import { ResponseCache } from './cache';
import { GateRefusedError } from './gate';
import { createRequestScope } from './request-scope';
import { contentForRequest } from './request-view';
import { StoryblokContentService } from './service';
import { createStoryblokClient } from './storyblok';

// docs/requirements/hardening.md#cancelled-requests: a visitor waiting for a shared in-flight
// content call stops waiting as soon as its client leaves; the call goes on for the others.

function service(fetchImpl: typeof fetch): StoryblokContentService {
  const config = readContentConfig({});
  const client = createStoryblokClient(config, { endpoint: 'http://127.0.0.1:9/v2', counter: { requests: 0 }, fetch: fetchImpl, backoffBaseMs: 1 });
  return new StoryblokContentService({ client, cache: new ResponseCache(1000, 1 << 22), endpoint: 'http://127.0.0.1:9/v2', cvTtlMs: 0, limits: { ratePerSecond: 1000, maxQueue: 1000, requestBudgetMs: 60_000, maxWaitMs: 60_000 } });
}

const story = (slug: string) =>
  new Response(JSON.stringify({ story: { id: 1, uuid: slug, full_slug: slug, default_full_slug: slug, content: {} }, cv: 5, rels: [], links: [] }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

describe('shared in-flight content calls and visitors who leave', () => {
  it('the visitor who left is refused at once (visitor gone), the one who stays gets the answer of the one upstream call', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    let upstream = 0;
    const s = service(async (input) => {
      upstream++;
      await gate;
      return story(new URL(String(input)).pathname.split('/').pop()!);
    });
    const first = new AbortController();
    const second = new AbortController();
    const a = contentForRequest(s, createRequestScope({ signal: first.signal })).getStory('global/page', { language: 'en' });
    const b = contentForRequest(s, createRequestScope({ signal: second.signal })).getStory('global/page', { language: 'en' });
    a.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 20));
    first.abort();
    const outcome = await Promise.race([a.then(() => 'answered', (e: unknown) => e), new Promise((r) => setTimeout(() => r('still waiting'), 200))]);
    expect(outcome).toBeInstanceOf(GateRefusedError);
    expect((outcome as GateRefusedError).reason).toBe('visitor gone');
    release();
    expect((await b)?.story.full_slug).toBe('page');
    expect(upstream).toBe(1);
  });

  it('a visitor already gone starts no call', async () => {
    let upstream = 0;
    const s = service(async (input) => {
      upstream++;
      return story(new URL(String(input)).pathname.split('/').pop()!);
    });
    const gone = new AbortController();
    gone.abort();
    await expect(contentForRequest(s, createRequestScope({ signal: gone.signal })).getStory('global/page', { language: 'en' })).rejects.toMatchObject({ reason: 'visitor gone' });
    expect(upstream).toBe(0);
  });
});
