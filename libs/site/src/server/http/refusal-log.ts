import type { RefusalReason } from '@silca/content';
import { log } from './log';

export type { RefusalReason };

const REASONS: ReadonlySet<string> = new Set<RefusalReason>(['queue full', 'waited too long', 'visitor gone', 'circuit open', 'out of time']);

/**
 * The reason of a content call the client refused on purpose (libs/content `GateRefusedError`:
 * bounded queue, circuit breaker, visitor gone, the request's CMS budget spent; decision 0661),
 * else null for a real failure.
 * Read by shape, not `instanceof`: the HTTP server and the Remix build hold separate copies of
 * libs/content's classes.
 */
export function refusalReason(error: unknown): RefusalReason | null {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return error instanceof Error && error.name === 'ContentUnavailableError' && typeof reason === 'string' && REASONS.has(reason) ? (reason as RefusalReason) : null;
}

/** Where a refusal summary goes: a logger's level function. */
type Write = (message: string, fields: Record<string, unknown>) => void;

/**
 * Logs refused content calls as a summary (decision 0820): they are expected under load (a
 * flood of distinct URLs, a CMS outage with the breaker open, visitors who leave), so they are
 * not errors. The first refusal of a quiet period is logged at once (warn, or info for `visitor
 * gone`); later ones are counted and written as one warn line per `windowMs` (default 10 s) with
 * the count per reason and a few example paths. Errors of the CMS itself stay at ERROR elsewhere.
 * Returns `note(reason, path)` and `flush()` (writes the pending summary now; for shutdown/tests).
 */
export function createRefusalLog(options: { windowMs?: number; warn?: Write; info?: Write; now?: () => number } = {}) {
  const windowMs = options.windowMs ?? 10_000;
  const warn = options.warn ?? log.warn;
  const info = options.info ?? log.info;
  let counts: Partial<Record<RefusalReason, number>> = {};
  let examples: string[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const total = Object.values(counts).reduce((a, b) => a + (b ?? 0), 0);
    if (total > 0) warn('content requests refused (expected under load)', { total, windowMs, byReason: counts, examples });
    counts = {};
    examples = [];
  };

  const note = (reason: RefusalReason, path: string) => {
    if (!timer) {
      // Quiet until now: say so at once, then summarise what follows within the window.
      (reason === 'visitor gone' ? info : warn)('content request refused', { reason, path: path.slice(0, 200) });
      timer = setTimeout(flush, windowMs);
      timer.unref?.();
      return;
    }
    counts[reason] = (counts[reason] ?? 0) + 1;
    if (examples.length < 3 && !examples.includes(path)) examples.push(path.slice(0, 200));
  };

  return { note, flush };
}

/** The server's refusal log (one per process). */
export const refusalLog = createRefusalLog();
