import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { readContentConfig } from '../config';
import { onAbort } from './abort-fan-out';
import { ResponseCache } from './cache';
import { createRequestScope } from './request-scope';
import { contentForRequest } from './request-view';
import { StoryblokContentService } from './service';
import { createStoryblokClient } from './storyblok';

// docs/requirements/hardening.md#cancelled-requests: under a flood, one visitor request's signal collected an abort listener per content
// call (never removed): 28 MaxListenersExceeded warnings. Listeners are counted here.

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

describe('abort listeners stay bounded (docs/requirements/hardening.md#cancelled-requests)', () => {
  it('forty concurrent content calls of one request leave one listener on its signal while running and none of their callbacks after', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const s = service(async (input) => {
      await gate;
      return story(new URL(String(input)).pathname.split('/').pop()!);
    });
    const ctl = new AbortController();
    const warnings: string[] = [];
    const onWarning = (w: Error) => void warnings.push(w.name);
    process.on('warning', onWarning);
    try {
      const content = contentForRequest(s, createRequestScope({ signal: ctl.signal }));
      const calls = Array.from({ length: 40 }, (_, i) => content.getStory(`global/page-${i}`, { language: 'en' }));
      await new Promise((r) => setTimeout(r, 20));
      expect(getEventListeners(ctl.signal, 'abort').length).toBeLessThanOrEqual(1);
      release();
      const results = await Promise.all(calls);
      expect(results.every((r) => r !== null)).toBe(true);
      expect(getEventListeners(ctl.signal, 'abort').length).toBeLessThanOrEqual(1);
      // Aborting now calls nothing of the settled calls (their callbacks were forgotten).
      ctl.abort();
      await new Promise((r) => setTimeout(r, 10));
      expect(warnings).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('onAbort: one listener per signal, callbacks run once on abort, forgotten ones never', () => {
    const ctl = new AbortController();
    const calls: string[] = [];
    const forgets = Array.from({ length: 50 }, (_, i) => onAbort(ctl.signal, () => calls.push(`c${i}`)));
    expect(getEventListeners(ctl.signal, 'abort')).toHaveLength(1);
    for (const f of forgets.slice(0, 49)) f();
    ctl.abort();
    expect(calls).toEqual(['c49']);
  });
});
