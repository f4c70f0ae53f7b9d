import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_TOKEN_PATH, startTokenSwap } from './fresh-form-token';

/** A fetch whose answer the test releases; records what was asked. */
function deferredFetch() {
  const calls: { url: string; init?: RequestInit }[] = [];
  let answer!: (res: Response | Error) => void;
  const fetcher = ((url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Promise<Response>((resolve, reject) => {
      answer = (res) => (res instanceof Error ? reject(res) : resolve(res));
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  }) as unknown as typeof fetch;
  return { fetcher, calls, answer: (res: Response | Error) => answer(res) };
}

const ok = (token: string, minFillMs = 300) =>
  new Response(JSON.stringify({ token, minFillMs }), { status: 200, headers: { 'content-type': 'application/json' } });

describe('startTokenSwap (decision 0935)', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 1000;
  });
  afterEach(() => vi.useRealTimers());

  it('asks the token route without any cache, and holds a submit until the swap and the minimum fill time are over', async () => {
    const f = deferredFetch();
    const swap = startTokenSwap(f.fetcher, now);
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0]!.url).toBe(FORM_TOKEN_PATH);
    expect(f.calls[0]!.init?.cache).toBe('no-store');

    // In flight: held.
    let posted: Record<string, string> | undefined;
    const held = swap.beforeSubmit('_form_token');
    expect(held).not.toBeNull();
    void held!.then((hidden) => (posted = hidden));
    f.answer(ok('fresh-1', 300));
    await expect(swap.token).resolves.toBe('fresh-1');
    await vi.advanceTimersByTimeAsync(0);
    // The fresh token is younger than 300 ms + 250 ms: still held.
    expect(posted).toBeUndefined();
    clock += 549;
    await vi.advanceTimersByTimeAsync(549);
    expect(posted).toBeUndefined();
    clock += 1;
    await vi.advanceTimersByTimeAsync(1);
    expect(posted).toEqual({ _form_token: 'fresh-1' });
    // Later submits go at once.
    expect(swap.beforeSubmit('_form_token')).toBeNull();
  });

  it.each([
    ['a 429', () => new Response('{}', { status: 429 })],
    ['a body without a token', () => new Response('{"token":""}', { status: 200 })],
    ['HTML instead of JSON', () => new Response('<html>', { status: 200 })],
    ['a network error', () => new TypeError('Failed to fetch')],
  ])('%s keeps the old token: a held submit goes on with nothing replaced', async (_, answer) => {
    const f = deferredFetch();
    const swap = startTokenSwap(f.fetcher, now);
    const held = swap.beforeSubmit('_form_token');
    f.answer(answer());
    await expect(swap.token).resolves.toBeNull();
    await expect(held).resolves.toEqual({});
    expect(swap.beforeSubmit('_form_token')).toBeNull();
  });

  it('gives up after 5 s without an answer: the submit is not held for ever', async () => {
    const f = deferredFetch();
    const swap = startTokenSwap(f.fetcher, now);
    const held = swap.beforeSubmit('_form_token');
    await vi.advanceTimersByTimeAsync(5000);
    await expect(held).resolves.toEqual({});
    await expect(swap.token).resolves.toBeNull();
  });
});
