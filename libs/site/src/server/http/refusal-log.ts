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
  return error instanceof Error && error.name === 'ContentUnavailableError' && typeof reason === 'string' && REASONS.has(reason)
    ? (reason as RefusalReason)
    : null;
}

/** Where a refusal summary goes: a logger's level function. */
type Write = (message: string, fields: Record<string, unknown>) => void;

/** Options of {@link createSummedLog}: its two messages, the window and where lines go. */
export interface SummedLogOptions<R extends string> {
  /** The line of the first refusal of a quiet period (`{ reason, path? }`). */
  first: string;
  /** The line summing what followed within the window (`{ total, windowMs, byReason, examples }`). */
  summary: string;
  /** Reasons whose first line is info rather than warn (expected and harmless). */
  quiet?: ReadonlySet<R>;
  windowMs?: number;
  warn?: Write;
  info?: Write;
}

/**
 * Logs expected refusals as a summary (docs/requirements/hardening.md#hostile-requests, decision 0820): the first refusal of a quiet period is
 * logged at once (warn, or info for a `quiet` reason); later ones are counted and written as one
 * warn line per `windowMs` (default 10 s) with the count per reason and up to three examples.
 * A flood of N refusals in a window writes two lines, not N.
 * Returns `note(reason, example?)` and `flush()` (writes the pending summary now; shutdown, tests).
 */
export function createSummedLog<R extends string>(options: SummedLogOptions<R>) {
  const windowMs = options.windowMs ?? 10_000;
  const warn = options.warn ?? log.warn;
  const info = options.info ?? log.info;
  let counts: Partial<Record<R, number>> = {};
  let examples: string[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const total = (Object.values(counts) as number[]).reduce((a, b) => a + b, 0);
    if (total > 0) warn(options.summary, { total, windowMs, byReason: counts, examples });
    counts = {};
    examples = [];
  };

  const note = (reason: R, example?: string) => {
    if (!timer) {
      // Quiet until now: say so at once, then summarise what follows within the window.
      (options.quiet?.has(reason) ? info : warn)(options.first, example === undefined ? { reason } : { reason, path: example.slice(0, 200) });
      timer = setTimeout(flush, windowMs);
      timer.unref?.();
      return;
    }
    counts[reason] = (counts[reason] ?? 0) + 1;
    if (example !== undefined && examples.length < 3 && !examples.includes(example)) examples.push(example.slice(0, 200));
  };

  return { note, flush };
}

/**
 * Refused content calls (decision 0820): expected under load (a flood of distinct URLs, a CMS
 * outage with the breaker open, visitors who leave), so not errors; `visitor gone` is info.
 * Errors of the CMS itself stay at ERROR elsewhere. `note(reason, path)`, `flush()`.
 */
export function createRefusalLog(options: { windowMs?: number; warn?: Write; info?: Write } = {}) {
  return createSummedLog<RefusalReason>({
    first: 'content request refused',
    summary: 'content requests refused (expected under load)',
    quiet: new Set(['visitor gone']),
    ...options,
  });
}

/** The server's refusal log (one per process). */
export const refusalLog = createRefusalLog();

/**
 * Refused session cookies (forged, truncated, unknown, idle, expired, revoked; docs/requirements/extranet.md#session-lifetime):
 * summed like content refusals, so 2,000 forged cookies write two lines, not 2,000. Never the id.
 */
export function createSessionRefusalLog<R extends string>(options: { windowMs?: number; warn?: Write; info?: Write } = {}) {
  return createSummedLog<R>({ first: 'session cookie refused', summary: 'session cookies refused', ...options });
}

/** The server's log of refused session cookies (one per process; `note` is bound, pass it as a callback). */
export const sessionRefusalLog = createSessionRefusalLog<string>();
