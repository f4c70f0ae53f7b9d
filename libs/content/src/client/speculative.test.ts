import { describe, expect, it } from 'vitest';
import { readContentConfig } from '../config';
import { ResponseCache } from './cache';
import { UpstreamGate } from './gate';
import type { ContentService } from '../types';
import { createRequestScope, markRequestSpeculative } from './request-scope';
import { contentForRequest } from './request-view';
import { StoryblokContentService } from './service';
import { createStoryblokClient } from './storyblok';

// docs/requirements/hardening.md#unknown-page-lookups, decision 0883: the content calls of a request for no known page use only spare
// capacity; a real page's calls wait their turn. So a flood of unknown URLs cannot take the
// CMS budget of real pages.

function setup(spareWaitMs = 0) {
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
  // Four calls per second, a burst of four: speculative calls leave two of them to real pages.
  const service = new StoryblokContentService({ client, cache: new ResponseCache(100, 1 << 22), endpoint: 'http://127.0.0.1:9/v2', cvTtlMs: 0, limits: { ratePerSecond: 4, maxQueue: 100, maxWaitMs: 10_000, spareWaitMs } });
  return { service, release };
}

// One visitor request: the service's view for a fresh scope, marked speculative as the page loader does.
const inRequest = <T>(service: ContentService, speculative: boolean, fn: (content: ContentService) => Promise<T>) => {
  const scope = createRequestScope({ signal: new AbortController().signal });
  if (speculative) markRequestSpeculative(scope);
  return fn(contentForRequest(service, scope));
};

describe('speculative requests', () => {
  it('speculative calls never take the half of the burst kept for real pages; real calls then run at once', async () => {
    const { service, release } = setup();
    const pending = Promise.allSettled(Array.from({ length: 6 }, (_, i) => inRequest(service, true, (content) => content.getStory(`global/guess-${i}`, { language: 'en' }))));
    await new Promise((r) => setTimeout(r, 20));
    release();
    const guesses = await pending;
    // Burst 4, half kept: two guesses got a slot, the others were refused at once (not queued).
    expect(guesses.filter((g) => g.status === 'fulfilled')).toHaveLength(2);
    expect(guesses.filter((g) => g.status === 'rejected' && (g.reason as Error).name === 'ContentUnavailableError')).toHaveLength(4);
    const t0 = Date.now();
    const real = await Promise.all([1, 2].map((i) => inRequest(service, false, (content) => content.getStory(`global/real-${i}`, { language: 'en' }))));
    expect(real.map((r) => r?.story.full_slug)).toEqual(['global/real-1', 'global/real-2']);
    expect(Date.now() - t0).toBeLessThan(1000);
  }, 15_000);

  it('with a real call waiting, a speculative call is refused at once', async () => {
    const { service, release } = setup();
    const first = Array.from({ length: 5 }, (_, i) => inRequest(service, false, (content) => content.getStory(`global/real-${i}`, { language: 'en' })));
    await new Promise((r) => setTimeout(r, 20));
    const t0 = Date.now();
    const guess = await inRequest(service, true, (content) => content.getStory('global/guess', { language: 'en' })).catch((e: unknown) => e as Error);
    expect((guess as Error).name).toBe('ContentUnavailableError');
    expect(Date.now() - t0).toBeLessThan(500);
    release();
    expect((await Promise.all(first)).every((r) => r !== null)).toBe(true);
  }, 15_000);

  it('a speculative request admitted on spare capacity finishes its lookup: its later calls wait their turn', async () => {
    const { service, release } = setup();
    release();
    // One unknown URL takes several calls (story, slug check, canonical lookup); on a quiet gate
    // with a burst of four the third was refused, and the visitor got 503 instead of 404.
    const slugs = await inRequest(service, true, async (content) => {
      const out: string[] = [];
      for (let i = 0; i < 4; i++) out.push((await content.getStory(`global/part-${i}`, { language: 'en' }))!.story.full_slug);
      return out;
    });
    expect(slugs).toEqual(['global/part-0', 'global/part-1', 'global/part-2', 'global/part-3']);
  }, 15_000);

  it('with a spare wait, a speculative call is admitted when the burst has refilled above the reserve, after the real calls', async () => {
    const { service, release } = setup(2000);
    release();
    // Three real calls leave one token of four: below the reserve of two.
    await Promise.all([1, 2, 3].map((i) => inRequest(service, false, (content) => content.getStory(`global/real-${i}`, { language: 'en' }))));
    const t0 = Date.now();
    const guess = inRequest(service, true, (content) => content.getStory('global/guess', { language: 'en' }));
    // A real page asked meanwhile does not wait behind the guess.
    const real = await inRequest(service, false, (content) => content.getStory('global/real-4', { language: 'en' }));
    const realMs = Date.now() - t0;
    expect(real?.story.full_slug).toBe('global/real-4');
    expect((await guess)?.story.full_slug).toBe('global/guess');
    const guessMs = Date.now() - t0;
    // Two tokens to regain at four per second: about half a second, after the real call.
    expect(guessMs).toBeGreaterThan(realMs);
    expect(guessMs).toBeGreaterThanOrEqual(400);
  }, 15_000);

  it('a spare wait ends in a refusal when real pages keep the bucket below the reserve', async () => {
    const { service, release } = setup(300);
    release();
    await Promise.all([1, 2, 3, 4].map((i) => inRequest(service, false, (content) => content.getStory(`global/real-${i}`, { language: 'en' }))));
    const t0 = Date.now();
    const guess = await inRequest(service, true, (content) => content.getStory('global/guess', { language: 'en' })).catch((e: unknown) => e as Error);
    expect((guess as Error).name).toBe('ContentUnavailableError');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(290);
  }, 15_000);

  it('with a slot free, a speculative call runs', async () => {
    const { service, release } = setup();
    release();
    expect((await inRequest(service, true, (content) => content.getStory('global/page', { language: 'en' })))?.story.full_slug).toBe('global/page');
  });
});

describe('UpstreamGate.awaitSpare', () => {
  it('holds at most maxQueue speculative waiters; the next is refused at once', async () => {
    const gate = new UpstreamGate({ ratePerSecond: 4, maxQueue: 1, maxWaitMs: 1000, endpoint: 'test' });
    // Two tokens taken: two left, the reserve; no spare capacity.
    expect(gate.trySpare()).toBe(true);
    expect(gate.trySpare()).toBe(true);
    expect(gate.trySpare()).toBe(false);
    const first = gate.awaitSpare(2000);
    const t0 = Date.now();
    expect(await gate.awaitSpare(2000)).toBe(false);
    expect(Date.now() - t0).toBeLessThan(100);
    expect(await first).toBe(true);
  });

  it('stops waiting when the visitor goes', async () => {
    const gate = new UpstreamGate({ ratePerSecond: 4, maxQueue: 5, maxWaitMs: 1000, endpoint: 'test' });
    gate.trySpare();
    gate.trySpare();
    const visitor = new AbortController();
    const waiting = gate.awaitSpare(5000, visitor.signal);
    setTimeout(() => visitor.abort(), 50);
    const t0 = Date.now();
    expect(await waiting).toBe(false);
    expect(Date.now() - t0).toBeLessThan(400);
  });
});
