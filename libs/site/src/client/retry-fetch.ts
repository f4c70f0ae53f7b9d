/** Statuses the generic HTTP retry policy retries (docs/requirements/architecture.md#http-retries). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const NON_MUTATING = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Longest wait before the retry, ms, whatever `Retry-After` says. */
export const MAX_RETRY_DELAY_MS = 2000;

function methodOf(input: RequestInfo | URL, init?: RequestInit): string {
  return (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
}

function delayOf(response: Response): number {
  const header = response.headers.get('Retry-After');
  const seconds = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : 0;
  return Math.min(seconds * 1000, MAX_RETRY_DELAY_MS);
}

/** `fetch` retrying GET, HEAD, OPTIONS once on RETRY_STATUSES (docs/requirements/architecture.md#http-retries). */
export function withRetryPolicy(
  fetchImpl: typeof fetch,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): typeof fetch {
  return async (input, init) => {
    const retryable = NON_MUTATING.has(methodOf(input, init));
    // A Request's body can be read once.
    const again = retryable && input instanceof Request ? input.clone() : input;
    const response = await fetchImpl(input, init);
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (!retryable || !RETRY_STATUSES.has(response.status) || signal?.aborted) return response;
    await sleep(delayOf(response));
    return fetchImpl(again, init);
  };
}
