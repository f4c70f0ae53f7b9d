import { describe, expect, it } from 'vitest';
import { readContentConfig } from '../config';
import { ContentUnavailableError } from '../errors';
import { ResponseCache } from './cache';
import { CircuitBreaker } from './breaker';
import { GateRefusedError, UpstreamGate } from './gate';
import { createRequestScope } from './request-scope';
import { contentForRequest } from './request-view';
import { StoryblokContentService } from './service';
import type { UpstreamLimits } from './upstream-limits';
import { createStoryblokClient } from './storyblok';

// docs/requirements/hardening.md#slow-cms "A slow or failing CMS": bounded queue, stale-while-revalidate, circuit breaker.

const story = (slug: string) => ({ story: { id: 1, uuid: `u-${slug}`, slug, full_slug: slug, default_full_slug: slug, content: { component: 'page' } }, cv: 1, rels: [], links: [] });
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

type Mode = 'up' | 'down' | 'slow';
function fakeCms() {
  const state = { mode: 'up' as Mode, calls: 0, cv: 1 };
  const fetchImpl: typeof fetch = async (input, init) => {
    state.calls++;
    const url = new URL(String(input));
    if (state.mode === 'down') throw new TypeError('fetch failed: ECONNREFUSED');
    if (state.mode === 'slow') {
      await new Promise((resolve, reject) => {
        const t = setTimeout(resolve, 10_000);
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(t);
          reject(init.signal!.reason ?? new Error('aborted'));
        });
      });
    }
    if (url.pathname.endsWith('/spaces/me')) return ok({ space: { version: state.cv } });
    const slug = url.pathname.split('/cdn/stories/')[1] ?? '';
    return ok({ ...story(slug), cv: state.cv });
  };
  return { state, fetchImpl };
}

function service(fetchImpl: typeof fetch, limits: Partial<UpstreamLimits> = {}, timeoutMs = 300, cvTtlMs = 0) {
  const config = { ...readContentConfig({}), timeoutMs };
  const client = createStoryblokClient(config, { endpoint: 'http://cms.test/v2', fetch: fetchImpl, backoffBaseMs: 1 });
  return new StoryblokContentService({ client, cache: new ResponseCache(1000, 1 << 22), endpoint: 'http://cms.test/v2', cvTtlMs, limits: { ratePerSecond: 1000, breakerBaseMs: 200, ...limits } });
}

describe('stale-while-revalidate and the circuit breaker', () => {
  it('a slow CMS costs one timeout, then cached pages answer at once and unseen ones fail fast', async () => {
    const cms = fakeCms();
    const s = service(cms.fetchImpl, {}, 300);
    await s.getStory('global/home', { language: 'en' });
    await s.invalidate([]); // the cv must be checked again: the next answer is stale
    cms.state.mode = 'slow';
    // Cached: answered from the cache without waiting, revalidation in the background.
    let t = performance.now();
    expect((await s.getStory('global/home', { language: 'en' }))?.story.slug).toBe('global/home');
    expect(performance.now() - t).toBeLessThan(50);
    // Never seen: the first ones (here two at once) wait for the timeout, opening the breaker...
    t = performance.now();
    await Promise.all(['global/a', 'global/a2'].map((slug) => expect(s.getStory(slug, { language: 'en' })).rejects.toBeInstanceOf(ContentUnavailableError)));
    expect(performance.now() - t).toBeGreaterThanOrEqual(250);
    expect(s.upstreamState.breakerOpen).toBe(true);
    // ...then the next ones fail at once, and the cached page is still served at once.
    const calls = cms.state.calls;
    t = performance.now();
    await expect(s.getStory('global/b', { language: 'en' })).rejects.toMatchObject({ status: 503, reason: 'circuit open' });
    expect((await s.getStory('global/home', { language: 'en' }))?.story.slug).toBe('global/home');
    expect(performance.now() - t).toBeLessThan(50);
    expect(cms.state.calls).toBe(calls);
  });

  it('recovers by itself: after the pause one probe goes through and closes the breaker', async () => {
    const cms = fakeCms();
    const s = service(cms.fetchImpl, { breakerBaseMs: 100 });
    cms.state.mode = 'down';
    // One failure is not an outage yet; two in a row open the breaker.
    await expect(s.getStory('global/a', { language: 'en' })).rejects.toBeInstanceOf(ContentUnavailableError);
    expect(s.upstreamState.breakerOpen).toBe(false);
    await expect(s.getStory('global/c', { language: 'en' })).rejects.toBeInstanceOf(ContentUnavailableError);
    expect(s.upstreamState.breakerOpen).toBe(true);
    cms.state.mode = 'up';
    await expect(s.getStory('global/a', { language: 'en' })).rejects.toMatchObject({ reason: 'circuit open' });
    await new Promise((r) => setTimeout(r, 120));
    expect((await s.getStory('global/a', { language: 'en' }))?.story.slug).toBe('global/a');
    expect(s.upstreamState.breakerOpen).toBe(false);
  });

  it('a failed probe doubles the pause (capped)', () => {
    let now = 0;
    const b = new CircuitBreaker({ baseMs: 100, maxMs: 300, now: () => now });
    expect(b.admit()).toBe('closed');
    b.failure();
    expect(b.admit()).toBe('closed'); // one failure is not an outage yet
    b.failure();
    b.failure(); // a second failure of a call already under way does not count twice
    expect(b.retryInMs).toBe(100);
    now = 100;
    expect(b.admit()).toBe('probe');
    expect(b.admit()).toBe('open');
    b.failure();
    expect(b.retryInMs).toBe(200);
    now = 300;
    b.admit();
    b.failure();
    expect(b.retryInMs).toBe(300);
    now = 600;
    b.admit();
    b.success();
    expect(b.admit()).toBe('closed');
  });

  it('after a publish (new cv), the stale copy is answered once and refreshed in the background', async () => {
    const cms = fakeCms();
    const s = service(cms.fetchImpl, {}, 300, 1);
    expect((await s.getStory('global/home', { language: 'en' }))?.cv).toBe(1);
    cms.state.cv = 2;
    await new Promise((r) => setTimeout(r, 5));
    expect((await s.getStory('global/home', { language: 'en' }))?.cv).toBe(1);
    await expect.poll(async () => (await s.getStory('global/home', { language: 'en' }))?.cv).toBe(2);
  });
});

describe('the bounded upstream queue', () => {
  it('beyond the queue answers a fast 503, waiting calls get a slot at the rate', async () => {
    const cms = fakeCms();
    const s = service(cms.fetchImpl, { ratePerSecond: 5, maxQueue: 5, maxWaitMs: 5000 });
    const t = performance.now();
    const visitor = new AbortController();
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => contentForRequest(s, createRequestScope({ signal: visitor.signal })).getStory(`global/p${i}`, { language: 'en' })));
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.length).toBeGreaterThanOrEqual(15);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 503, reason: 'queue full' });
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(10);
    expect(performance.now() - t).toBeLessThan(2500);
  });

  it('a call waiting longer than the deadline gets a 503', async () => {
    const gate = new UpstreamGate({ ratePerSecond: 1, maxQueue: 10, maxWaitMs: 50, endpoint: 'x' });
    await gate.run(async () => 1);
    await expect(gate.run(async () => 2, new AbortController().signal)).rejects.toMatchObject({ reason: 'waited too long' });
  });

  it('visitors are served before queued background work and never see it as a full queue', async () => {
    const gate = new UpstreamGate({ ratePerSecond: 10, maxQueue: 2, maxWaitMs: 2000, endpoint: 'x' });
    const order: string[] = [];
    const system = Array.from({ length: 30 }, (_, i) => gate.run(async () => void order.push(`s${i}`), undefined, true));
    const visitor = gate.run(async () => void order.push('v'), new AbortController().signal);
    await visitor;
    expect(order.indexOf('v')).toBeLessThan(15);
    await Promise.all(system);
  });

  it('work outside a visitor request waits for the rate without the visitor bounds', async () => {
    const gate = new UpstreamGate({ ratePerSecond: 20, maxQueue: 1, maxWaitMs: 10, endpoint: 'x' });
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => gate.run(async () => i, undefined, true)));
    expect(results).toHaveLength(25);
  });

  it('drops queued work whose visitor has gone and never calls the CMS for it', async () => {
    const cms = fakeCms();
    const s = service(cms.fetchImpl, { ratePerSecond: 1, maxQueue: 10, maxWaitMs: 5000 });
    await s.getStory('global/first', { language: 'en' }); // takes the only token
    const before = cms.state.calls;
    const controller = new AbortController();
    const pending = contentForRequest(s, createRequestScope({ signal: controller.signal })).getStory('global/gone', { language: 'en' });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(GateRefusedError);
    await new Promise((r) => setTimeout(r, 1100));
    expect(cms.state.calls).toBe(before);
    expect(s.upstreamState.waiting).toBe(0);
  });

  it('a shared request stays queued while one of its visitors is still there', async () => {
    const cms = fakeCms();
    const s = service(cms.fetchImpl, { ratePerSecond: 2, maxQueue: 10, maxWaitMs: 5000 });
    await Promise.all([s.getStory('global/x1', { language: 'en' }), s.getStory('global/x2', { language: 'en' })]);
    const a = new AbortController();
    const b = new AbortController();
    const first = contentForRequest(s, createRequestScope({ signal: a.signal })).getStory('global/shared', { language: 'en' });
    const second = contentForRequest(s, createRequestScope({ signal: b.signal })).getStory('global/shared', { language: 'en' });
    first.catch(() => undefined);
    a.abort();
    expect((await second)?.story.slug).toBe('global/shared');
    // The visitor who left stopped waiting (docs/requirements/hardening.md#cancelled-requests).
    await expect(first).rejects.toMatchObject({ reason: 'visitor gone' });
  });
});

describe("a visitor request's CMS budget (one timeout, docs/requirements/hardening.md#slow-cms)", () => {
  it('sequential calls of one request wait one timeout in all: queue and slow answers together', async () => {
    const cms = fakeCms();
    // A queue wait as long as the timeout, and a CMS slower than both: without the budget the
    // second call would wait again (queue + timeout, twice).
    const s = service(cms.fetchImpl, { ratePerSecond: 1, maxQueue: 10, maxWaitMs: 400, requestBudgetMs: 400 }, 400);
    cms.state.mode = 'slow';
    const visitor = new AbortController();
    const t = performance.now();
    const content = contentForRequest(s, createRequestScope({ signal: visitor.signal }));
    const first = await content.getStory('global/one', { language: 'en' }).catch((e: unknown) => e);
    const second = await content.getStory('global/two', { language: 'en' }).catch((e: unknown) => e);
    const outcome = [first, second];
    const ms = performance.now() - t;
    for (const e of outcome) expect(e).toBeInstanceOf(ContentUnavailableError);
    expect(ms).toBeLessThan(400 + 150);
  });

  it('a request that started long ago gets a fast 503 without reaching the CMS', async () => {
    const cms = fakeCms();
    const s = service(cms.fetchImpl, { requestBudgetMs: 1000 });
    const error = await contentForRequest(s, createRequestScope({ signal: new AbortController().signal, startedAt: Date.now() - 2000 })).getStory('global/late', { language: 'en' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, reason: 'out of time' });
    expect(cms.state.calls).toBe(0);
  });

  it('work outside a visitor request has no budget', async () => {
    const cms = fakeCms();
    const s = service(cms.fetchImpl, { requestBudgetMs: 1 });
    expect((await s.getStory('global/indexing', { language: 'en' }))?.story.slug).toBe('global/indexing');
  });
});
