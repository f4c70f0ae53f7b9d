import { runInRequestScope } from '@silca/content';
import type { RequestHandler } from 'express';

/**
 * Runs the rest of the request in libs/content's request scope with a signal that aborts when
 * the visitor's connection closes before the answer is complete (docs/requirements/hardening.md#hardening-goals): content requests
 * still queued for a visitor who has gone are dropped instead of spending the CMS rate.
 */
export function visitorScope(): RequestHandler {
  return (req, res, next) => {
    const controller = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    runInRequestScope({ signal: controller.signal }, () => next());
  };
}
