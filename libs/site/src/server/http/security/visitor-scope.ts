import { createRequestScope, type RequestScope } from '@silca/content';
import type { RequestHandler, Response } from 'express';
import { clientSignal } from '../client-gone';

/**
 * Opens the request's scope (libs/content `RequestScope`, decision 1070), whose signal aborts when the visitor leaves early or has left
 * already (docs/requirements/hardening.md#cancelled-requests). Kept in `res.locals` ({@link requestScopeOf}).
 */
export function visitorScope(): RequestHandler {
  return (_req, res, next) => {
    res.locals.requestScope = createRequestScope({ signal: clientSignal(res) });
    next();
  };
}

/** The scope {@link visitorScope} opened; undefined before it ran. */
export function requestScopeOf(res: Response): RequestScope | undefined {
  return res.locals.requestScope as RequestScope | undefined;
}
