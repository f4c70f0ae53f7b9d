import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** Bodies remembered at most (a replay flood of distinct bodies cannot grow memory past this). */
const MAX_REMEMBERED = 10_000;

/**
 * Remembers signed webhook bodies for `windowMs` (docs/requirements/hardening.md#webhook-replays,
 * decision 1000). `isReplay(rawBody)` answers false the first time a body (by SHA-256) is seen
 * and records it; true for the same bytes again within the window. Storyblok's payload carries
 * no event id or time (action, story_id, space_id, full_slug, text), so the body is the event.
 * Call it only after the signature was checked: an unsigned guess must not shadow a real event.
 * `windowMs` 0 turns it off (never a replay).
 */
export function createReplayGuard(windowMs: number): { isReplay(rawBody: Uint8Array): boolean } {
  const seen = new LRUCache<string, true>({ max: MAX_REMEMBERED, ttl: Math.max(1, windowMs) });
  return {
    isReplay(rawBody) {
      if (windowMs <= 0) return false;
      const key = createHash('sha256').update(rawBody).digest('base64url');
      if (seen.has(key)) return true;
      seen.set(key, true);
      return false;
    },
  };
}

/**
 * Express middleware bounding the webhook route per client address (`req.ip`, the trusted
 * forwarded address behind proxies): `points` requests per `windowS` seconds, then 429 with
 * `Retry-After` (whole seconds until a point is free) and nothing read or checked
 * (docs/requirements/hardening.md#webhook-replays, decision 1000). Counted before the signature, so
 * unsigned floods are bounded too.
 */
export function webhookRateLimit(points: number, windowS: number): RequestHandler {
  const limiter = new RateLimiterMemory({ points, duration: windowS });
  return (req, res, next) => {
    limiter.consume(req.ip ?? 'unknown').then(
      () => next(),
      (refusal: unknown) => {
        if (!(refusal instanceof RateLimiterRes)) return next(refusal);
        res
          .status(429)
          .set({ 'Retry-After': String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))), 'Cache-Control': 'no-store', 'Content-Type': 'application/json' })
          .send(JSON.stringify({ error: 'Too Many Requests' }));
      },
    );
  };
}
