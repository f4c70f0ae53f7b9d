import { log } from './log';

/**
 * An error response of Remix's router (ErrorResponseImpl), read by shape as the router's own
 * `isRouteErrorResponse` does (@remix-run/node does not export it).
 */
function isRouteErrorResponse(error: unknown): error is { status: number; statusText: string; internal: boolean; data: unknown; error?: unknown } {
  const e = error as { status?: unknown; statusText?: unknown; internal?: unknown } | null;
  return (
    e !== null && typeof e === 'object' && typeof e.status === 'number' && typeof e.statusText === 'string' && typeof e.internal === 'boolean' && 'data' in e
  );
}

/**
 * The start of the warning Remix 2.17 passes to `handleError` for every `?_data=` request once
 * single fetch is on (decision 1044); it still answers the request.
 */
const LEGACY_DATA_WARNING = 'Warning: Single fetch-enabled apps should not be making ?_data requests';

/** Where a line goes: a logger's level function. */
type Write = (message: string, fields: Record<string, unknown>) => void;

/**
 * Remix's `handleError` of the server entry (docs/requirements/hardening.md#hardening-goals, decision 0882). Remix calls it for every
 * error it answers, including the 4xx it raises itself for a malformed request: `?_data=` naming
 * a route that does not match the URL (403), an action on a route without one (405), an unknown
 * route id (404). Those are refusals, not faults: one info line with status, method, path and the
 * reason's first line, no stack (784 stack traces for correctly refused probes before). With
 * single fetch on, Remix also reports each `?_data=` request it still answers (a page of the
 * previous build, a probe): one info line `legacy data request`, no stack (decision 1044). A
 * request whose visitor left is not logged. Anything else is a fault: ERROR with its stack.
 */
export function handleRemixError(error: unknown, { request }: { request: Request }, write: { info: Write; error: Write } = log): void {
  if (request.signal.aborted) return;
  const path = safePath(request.url);
  if (error instanceof Error && error.message.startsWith(LEGACY_DATA_WARNING)) {
    write.info('legacy data request', { method: request.method.slice(0, 16), path });
    return;
  }
  if (isRouteErrorResponse(error) && error.status < 500) {
    const inner = error.error;
    const reason = inner instanceof Error ? inner.message : error.statusText;
    write.info('refused request', { status: error.status, method: request.method.slice(0, 16), path, reason: String(reason).split('\n')[0]!.slice(0, 200) });
    return;
  }
  const err = isRouteErrorResponse(error) ? (error.error ?? error) : error;
  write.error('unexpected error', { path, method: request.method.slice(0, 16), message: (err as Error)?.message, stack: (err as Error)?.stack });
}

function safePath(url: string): string {
  try {
    return new URL(url).pathname.slice(0, 200);
  } catch {
    return '';
  }
}
