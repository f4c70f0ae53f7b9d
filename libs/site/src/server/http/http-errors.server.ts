import { json } from '@remix-run/node';
import type { ContentUnavailableError } from '@silca/content';
import { log } from './log';
import { refusalLog, refusalReason } from './refusal-log';

/** Body of an error response thrown by a loader; rendered by the root ErrorBoundary. */
export interface ErrorPayload {
  message: string;
  path?: string;
  /** 403 of the extranet: the name of the signed-in user, shown with a logout button (docs/requirements/pages.md#journey-goals). */
  signedInAs?: string;
}

/**
 * A 404 response for a path with no page (docs/requirements/urls.md#not-found, docs/requirements/pages.md#error-messages: 'Page Not Found' plus the
 * path; non-fatal). Throw it from a loader.
 */
export function notFound(pathname: string): Response {
  return json<ErrorPayload>({ message: 'Page not found', path: pathname }, { status: 404 });
}

/**
 * True for the content layer's outage error. Checked by name, not instanceof: the HTTP server
 * (run by tsx) and the Remix server build each hold their own copy of libs/content's classes.
 */
function isContentOutage(error: unknown): error is ContentUnavailableError {
  return error instanceof Error && error.name === 'ContentUnavailableError' && 'endpoint' in error;
}

/**
 * Maps a content failure to a response: an outage with no last good copy becomes a 503 (the
 * branded error screen) and the log names the endpoint (docs/requirements/hardening.md#hostile-requests); anything else is re-thrown.
 * A call the content client refused on purpose (queue full, circuit open, visitor gone: expected
 * under load, decision 0661) is the same 503 but goes to the rate-limited refusal summary at
 * info/warn (decision 0820); ERROR stays for the CMS really failing.
 */
export function contentFailure(error: unknown, pathname: string): never {
  if (isContentOutage(error)) {
    const reason = refusalReason(error);
    if (reason) refusalLog.note(reason, pathname);
    else log.error('content service unavailable', { endpoint: error.endpoint, path: pathname, cause: error.message });
    throw json<ErrorPayload>(
      { message: 'There were some errors retrieving data', path: pathname },
      { status: 503, headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' } },
    );
  }
  throw error;
}

/**
 * A 405 response for a method the page does not take (a POST to a page without a form): the
 * error screen with an `Allow` header, never cached. Throw it from an action.
 */
export function methodNotAllowed(allow = 'GET, HEAD'): Response {
  return json<ErrorPayload>({ message: 'Method not allowed' }, { status: 405, headers: { Allow: allow, 'Cache-Control': 'no-store' } });
}
