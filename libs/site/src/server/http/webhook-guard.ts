import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** A flood of distinct bodies cannot grow memory past this. */
const MAX_REMEMBERED = 10_000;

/** Signed bodies remembered by SHA-256 for `windowMs`, 0 off; call after the signature check (decision 1000). */
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

/** `points` requests per `windowS` per address, then 429, before the signature (docs/requirements/hardening.md#webhook-replays). */
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
