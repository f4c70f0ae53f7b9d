import StoryblokClient from 'storyblok-js-client';
import type { ContentConfig } from '../config';

/** Client constants of docs/requirements/content.md#client-limits (content service). */
export const CONTENT_CLIENT_LIMITS = {
  perPage: 25,
  maxUuidsPerRequest: 50,
  requestsPerSecond: 5,
  requestsPerSecondOAuth: 3,
  maxRetries: 5,
  backoffBaseMs: 250,
  backoffMaxMs: 4000,
} as const;

/** Upstream requests per second: STORYBLOK_RPS when set, else docs/requirements/content.md#client-limits. */
export function upstreamRate(config: Pick<ContentConfig, 'oauthToken'> & { requestsPerSecond?: number }): number {
  if (config.requestsPerSecond) return config.requestsPerSecond;
  return config.oauthToken ? CONTENT_CLIENT_LIMITS.requestsPerSecondOAuth : CONTENT_CLIENT_LIMITS.requestsPerSecond;
}

/**
 * Wraps fetch so that storyblok-js-client's fixed-delay 429 retries become exponential backoff
 * per URL: after n 429s its next request waits half to all of base * 2^(n-1) ms (capped). A
 * Retry-After holds every request, since the budget is the space's. Counts requests in `counter`.
 * Per URL, because with one shared count one request's success reset the delay of the others.
 */
export function backoffFetch(counter: { requests: number }, baseFetch: typeof fetch = fetch, baseMs: number = CONTENT_CLIENT_LIMITS.backoffBaseMs): typeof fetch {
  const consecutive429 = new Map<string, number>();
  let notBefore = 0;
  return async (input, init) => {
    const key = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const n = consecutive429.get(key) ?? 0;
    // Equal jitter: retries that met one full window do not all come back at once.
    const step = n > 0 ? Math.min(CONTENT_CLIENT_LIMITS.backoffMaxMs, baseMs * 2 ** (n - 1)) * (0.5 + Math.random() / 2) : 0;
    const held = notBefore - Date.now();
    const wait = Math.max(step, held > 0 ? held + Math.random() * baseMs : 0);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    counter.requests++;
    const res = await baseFetch(input, init);
    if (res.status === 429) {
      consecutive429.set(key, n + 1);
      const ra = Number(res.headers.get('retry-after'));
      if (Number.isFinite(ra) && ra > 0) notBefore = Math.max(notBefore, Date.now() + Math.min(ra * 1000, CONTENT_CLIENT_LIMITS.backoffMaxMs));
    } else {
      consecutive429.delete(key);
    }
    return res;
  };
}

/**
 * storyblok-js-client with the limits of docs/requirements/content.md#client-limits, `endpoint`
 * winning over the region; its own cache is off (docs/requirements/content.md#content-cache).
 */
export function createStoryblokClient(
  config: ContentConfig,
  opts: { endpoint?: string; token?: string; counter?: { requests: number }; fetch?: typeof fetch; backoffBaseMs?: number } = {},
): StoryblokClient {
  const endpoint = opts.endpoint ?? config.apiUrl;
  return new StoryblokClient({
    accessToken: opts.token ?? config.token,
    region: config.region,
    ...(endpoint ? { endpoint: endpoint.replace(/\/+$/, '') } : {}),
    timeout: config.timeoutMs / 1000,
    rateLimit: upstreamRate(config),
    maxRetries: CONTENT_CLIENT_LIMITS.maxRetries,
    retriesDelay: 0,
    cache: { type: 'none', clear: 'manual', cv: 'manual' },
    fetch: backoffFetch(opts.counter ?? { requests: 0 }, opts.fetch, opts.backoffBaseMs),
  });
}
