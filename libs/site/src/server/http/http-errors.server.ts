import { json } from '@remix-run/node';
import type { ContentUnavailableError } from '@silca/content';
import { log } from './log';
import { refusalLog, refusalReason } from './refusal-log';

/** Body of an error response thrown by a loader, for the root ErrorBoundary. */
export interface ErrorPayload {
  message: string;
  path?: string;
  /** The signed-in user named by the extranet's 403 (docs/requirements/pages.md#signed-in-without-access). */
  signedInAs?: string;
}

/** A non-fatal 404 for a path with no page (docs/requirements/urls.md#not-found); throw it from a loader. */
export function notFound(pathname: string): Response {
  return json<ErrorPayload>({ message: 'Page not found', path: pathname }, { status: 404 });
}

/** By name, not instanceof: the tsx server and the Remix build hold separate copies of libs/content. */
function isContentOutage(error: unknown): error is ContentUnavailableError {
  return error instanceof Error && error.name === 'ContentUnavailableError' && 'endpoint' in error;
}

/** An outage without a last good copy is a 503 (docs/requirements/content.md#content-outages); other errors rethrown. */
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

/** A never-cached 405 error screen with `Allow`. Throw it from an action. */
export function methodNotAllowed(allow = 'GET, HEAD'): Response {
  return json<ErrorPayload>({ message: 'Method not allowed' }, { status: 405, headers: { Allow: allow, 'Cache-Control': 'no-store' } });
}
