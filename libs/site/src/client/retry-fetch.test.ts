import { describe, expect, it, vi } from 'vitest';
import { RETRY_STATUSES, withRetryPolicy } from './retry-fetch';

/** A fake server that fails once with `status`, then answers 200. */
function failingOnce(status: number, headers: Record<string, string> = {}) {
  let calls = 0;
  const impl = vi.fn(async () => (++calls === 1 ? new Response('fail', { status, headers }) : new Response('ok', { status: 200 })));
  return impl as unknown as typeof fetch & { mock: { calls: unknown[][] } };
}

describe('withRetryPolicy (docs/requirements/performance.md#prefetching)', () => {
  it.each([...RETRY_STATUSES])('retries a GET once after %i and gives the second answer', async (status) => {
    const server = failingOnce(status);
    const response = await withRetryPolicy(server, async () => undefined)('/en/global?_data=page');
    expect(response.status).toBe(200);
    expect(server.mock.calls).toHaveLength(2);
  });

  it.each([...RETRY_STATUSES])('never retries a POST after %i', async (status) => {
    const server = failingOnce(status);
    const response = await withRetryPolicy(server, async () => undefined)('/en/global/contacts', { method: 'POST', body: 'a=1' });
    expect(response.status).toBe(status);
    expect(server.mock.calls).toHaveLength(1);
  });

  it('retries only once, and not for other statuses', async () => {
    const always503 = vi.fn(async () => new Response('', { status: 503 })) as unknown as typeof fetch & { mock: { calls: unknown[][] } };
    expect((await withRetryPolicy(always503, async () => undefined)('/x')).status).toBe(503);
    expect(always503.mock.calls).toHaveLength(2);
    for (const status of [200, 301, 400, 401, 403, 404, 501]) {
      const server = failingOnce(status);
      await withRetryPolicy(server, async () => undefined)('/x');
      expect(server.mock.calls, String(status)).toHaveLength(1);
    }
  });

  it('waits Retry-After seconds, capped at two seconds, and retries a Request object with its method', async () => {
    const sleep = vi.fn(async () => undefined);
    await withRetryPolicy(failingOnce(429, { 'Retry-After': '1' }), sleep)(new Request('http://localhost/x'));
    await withRetryPolicy(failingOnce(503, { 'Retry-After': '120' }), sleep)('/x');
    expect(sleep.mock.calls).toEqual([[1000], [2000]]);
    const put = failingOnce(503);
    await withRetryPolicy(put, sleep)(new Request('http://localhost/x', { method: 'PUT', body: 'x' }));
    expect(put.mock.calls).toHaveLength(1);
  });
});
