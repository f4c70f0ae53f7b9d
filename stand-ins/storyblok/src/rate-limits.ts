import { LRUCache } from 'lru-cache';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** The Content Delivery API's documented rate limits per second (docs/requirements/content.md#cdn-rate-limits). */
export const CDN_RATE_LIMITS = { cached: 1000, single: 50, upTo25: 50, upTo50: 15, upTo75: 10, upTo100: 6 } as const;

/** The listing endpoints whose limit follows `per_page` (default 25); the others are single entries. */
const LISTINGS = new Set(['/stories', '/links', '/datasources', '/datasource_entries', '/tags']);

/** Uncached limit per second of one request below `/v2/cdn`: a single entry, or a listing by its `per_page` (bad values count as 25). */
export function uncachedLimit(path: string, query: URLSearchParams): number {
  if (!LISTINGS.has(path) || query.has('find_by')) return CDN_RATE_LIMITS.single;
  const perPage = Number(query.get('per_page') ?? 25);
  const n = Number.isFinite(perPage) && perPage > 0 ? perPage : 25;
  if (n <= 25) return CDN_RATE_LIMITS.upTo25;
  if (n <= 50) return CDN_RATE_LIMITS.upTo50;
  if (n <= 75) return CDN_RATE_LIMITS.upTo75;
  return CDN_RATE_LIMITS.upTo100;
}

/** The verdict on one request: its limit, what is left of it this second, and when to retry. */
export interface RateVerdict {
  allowed: boolean;
  /** Requests per second of this kind (`q` of `X-RateLimit-Policy`). */
  limit: number;
  /** Requests of this kind left in the current second (`r` of `X-RateLimit`). */
  remaining: number;
  /** Seconds until the window resets (Retry-After of a 429), at least 1. */
  retryAfterS: number;
}

/** The headers storyblok-js-client reads (`X-RateLimit: "concurrent-requests";r=`, `X-RateLimit-Policy: ...;q=`). */
export function rateLimitHeaders(v: RateVerdict): Record<string, string> {
  return { 'X-RateLimit': `"concurrent-requests";r=${v.remaining}`, 'X-RateLimit-Policy': `"concurrent-requests";q=${v.limit}` };
}

/** Uncached answers draw on one budget per token; a listing of 100 costs 50/6 of a single entry. */
const UNCACHED_POINTS = 150;
const SPACES_ME_TTL_MS = 10_000;

/**
 * The stand-in's CDN limits per access token (docs/requirements/content.md#cdn-rate-limits): a
 * published URL answered before, or one without `cv`, is cached; others cost their share of the
 * per-second budget. Drafts are never cached.
 */
export function createCdnRateLimits() {
  const cached = new RateLimiterMemory({ points: CDN_RATE_LIMITS.cached, duration: 1 });
  const uncached = new RateLimiterMemory({ points: UNCACHED_POINTS, duration: 1 });
  const seen = new LRUCache<string, true>({ max: 50_000 });

  const verdict = (res: RateLimiterRes, cost: number, limit: number, allowed: boolean): RateVerdict => ({
    allowed,
    limit,
    remaining: Math.max(0, Math.floor(res.remainingPoints / cost)),
    retryAfterS: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });

  async function take(limiter: RateLimiterMemory, key: string, cost: number, limit: number): Promise<RateVerdict> {
    try {
      return verdict(await limiter.consume(key, cost), cost, limit, true);
    } catch (rejected) {
      if (rejected instanceof RateLimiterRes) return verdict(rejected, cost, limit, false);
      throw rejected;
    }
  }

  return {
    /** Counts one request (`url`: path and query as sent, `path` below `/v2/cdn`) and judges it. */
    check(url: string, path: string, query: URLSearchParams): Promise<RateVerdict> {
      const token = query.get('token') ?? '';
      const published = (query.get('version') ?? 'published') === 'published';
      const redirect = published && !query.get('cv') && path !== '/spaces/me';
      if (redirect || (published && seen.has(url))) return take(cached, token, 1, CDN_RATE_LIMITS.cached);
      const limit = uncachedLimit(path, query);
      return take(uncached, token, UNCACHED_POINTS / limit, limit);
    },
    /** A published 200 answer: the CDN keeps it (`spaces/me` for 10 s, its s-maxage). */
    answered(url: string, path: string, query: URLSearchParams): void {
      if ((query.get('version') ?? 'published') !== 'published') return;
      seen.set(url, true, path === '/spaces/me' ? { ttl: SPACES_ME_TTL_MS } : undefined);
    },
  };
}
