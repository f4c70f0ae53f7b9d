import { createRequestScope, type RequestScope } from '@silca/content';
import type { RequestHandler, Response } from 'express';
import { clientSignal } from '../client-gone';

/**
 * Opens the request's scope (libs/content `RequestScope`, decision 1070) with a signal that aborts
 * when the visitor's connection closes before the answer is complete (docs/requirements/hardening.md#connection-limits): content requests
 * still queued for a visitor who has gone are dropped instead of spending the CMS rate. A visitor
 * who left before this ran (a request held during start-up) gets an aborted signal at once
 * (docs/requirements/hardening.md#cancelled-requests). The scope lives on the response
 * (`res.locals`), where the load context and the file routes read it ({@link requestScopeOf}).
 */
export function visitorScope(): RequestHandler {
  return (_req, res, next) => {
    res.locals.requestScope = createRequestScope({ signal: clientSignal(res) });
    next();
  };
}

/** The scope {@link visitorScope} opened for this response; undefined before it ran. */
export function requestScopeOf(res: Response): RequestScope | undefined {
  return res.locals.requestScope as RequestScope | undefined;
}
