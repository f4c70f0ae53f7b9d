import { runInRequestScope } from '@silca/content';
import type { RequestHandler } from 'express';
import { clientSignal } from '../client-gone';

/**
 * Runs the rest of the request in libs/content's request scope with a signal that aborts when
 * the visitor's connection closes before the answer is complete (docs/requirements/hardening.md#connection-limits): content requests
 * still queued for a visitor who has gone are dropped instead of spending the CMS rate. A visitor
 * who left before this ran (a request held during start-up) gets an aborted signal at once
 * (docs/requirements/hardening.md#cancelled-requests).
 */
export function visitorScope(): RequestHandler {
  return (_req, res, next) => {
    runInRequestScope({ signal: clientSignal(res) }, () => next());
  };
}
