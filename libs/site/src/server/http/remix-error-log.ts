import { log } from './log';

/** Remix's ErrorResponseImpl, read by shape (@remix-run/node does not export the check). */
function isRouteErrorResponse(error: unknown): error is { status: number; statusText: string; internal: boolean; data: unknown; error?: unknown } {
  const e = error as { status?: unknown; statusText?: unknown; internal?: unknown } | null;
  return (
    e !== null && typeof e === 'object' && typeof e.status === 'number' && typeof e.statusText === 'string' && typeof e.internal === 'boolean' && 'data' in e
  );
}

/** Start of the warning Remix 2.17 raises for every `?_data=` request under single fetch (decision 1044). */
const LEGACY_DATA_WARNING = 'Warning: Single fetch-enabled apps should not be making ?_data requests';

type Write = (message: string, fields: Record<string, unknown>) => void;

/** Remix's `handleError` (decision 0882): refusals and legacy `?_data=` one info line, faults an ERROR with stack. */
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
