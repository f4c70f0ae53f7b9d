import onHeaders from 'on-headers';
import type { RequestHandler } from 'express';

/** Seconds a 503 asks the client to wait when the code that answered did not say (docs/requirements/hardening.md#hardening-goals). */
export const DEFAULT_RETRY_AFTER_S = 30;

/**
 * Express middleware: every 503 carries `Retry-After` (RFC 9110 10.2.3; docs/requirements/hardening.md#hardening-goals: a page answered
 * 503 without it during a flood). Answers that set their own (render gate 5 s, content outage
 * 30 s) keep it; any other 503 (readiness while draining, a route's own) gets
 * {@link DEFAULT_RETRY_AFTER_S}. Mounted first, so it sees every answer.
 */
export function retryAfterOn503(seconds = DEFAULT_RETRY_AFTER_S): RequestHandler {
  return (_req, res, next) => {
    onHeaders(res, function addRetryAfter() {
      if (this.statusCode === 503 && !this.getHeader('retry-after')) this.setHeader('Retry-After', String(seconds));
    });
    next();
  };
}
