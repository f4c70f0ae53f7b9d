import { createRequestScope, type RequestScope } from '@silca/content';
import type { RequestHandler, Response } from 'express';
import { clientSignal } from '../client-gone';

/** Opens the request scope (decision 1070), aborted when the visitor leaves (docs/requirements/hardening.md#cancelled-requests). */
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
