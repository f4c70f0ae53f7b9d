import onHeaders from 'on-headers';
import type { RequestHandler } from 'express';

/** Seconds a 503 asks the client to wait when its code did not say (docs/requirements/performance.md#render-queue). */
export const DEFAULT_RETRY_AFTER_S = 30;

/** Every 503 carries `Retry-After` (RFC 9110 10.2.3); answers that set their own keep it. Mount first. */
export function retryAfterOn503(seconds = DEFAULT_RETRY_AFTER_S): RequestHandler {
  return (_req, res, next) => {
    onHeaders(res, function addRetryAfter() {
      if (this.statusCode === 503 && !this.getHeader('retry-after')) this.setHeader('Retry-After', String(seconds));
    });
    next();
  };
}
