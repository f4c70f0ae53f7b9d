import { RateLimiterMemory } from 'rate-limiter-flexible';

/**
 * A per-client limiter (rate-limiter-flexible, in process memory): `allow(key)` takes one point
 * and resolves false once `points` were taken within `windowS` seconds (decision 0623).
 */
export function createClientLimiter(points: number, windowS: number): { allow(key: string): Promise<boolean> } {
  const limiter = new RateLimiterMemory({ points, duration: windowS });
  return {
    async allow(key) {
      try {
        await limiter.consume(key);
        return true;
      } catch {
        return false;
      }
    },
  };
}
