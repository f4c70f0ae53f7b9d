import type { RefusalReason } from '@silca/content';
import { log } from './log';

export type { RefusalReason };

const REASONS: ReadonlySet<string> = new Set<RefusalReason>(['queue full', 'waited too long', 'visitor gone', 'circuit open', 'out of time']);

/** A deliberate content refusal's reason (decision 0661), else null; by shape, as the Remix build has its own classes. */
export function refusalReason(error: unknown): RefusalReason | null {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return error instanceof Error && error.name === 'ContentUnavailableError' && typeof reason === 'string' && REASONS.has(reason)
    ? (reason as RefusalReason)
    : null;
}

type Write = (message: string, fields: Record<string, unknown>) => void;

export interface SummedLogOptions<R extends string> {
  /** Line of a quiet period's first refusal (`{ reason, path? }`). */
  first: string;
  /** Line summing the window (`{ total, windowMs, byReason, examples }`). */
  summary: string;
  /** Reasons whose first line is info, not warn. */
  quiet?: ReadonlySet<R>;
  windowMs?: number;
  warn?: Write;
  info?: Write;
}

/** Expected refusals summed (decision 0820): the first at once, then one line per `windowMs`. Returns `note` and `flush`. */
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

/** Refused content calls (decision 0820): expected under load, so not errors; `visitor gone` is info. */
export function createRefusalLog(options: { windowMs?: number; warn?: Write; info?: Write } = {}) {
  return createSummedLog<RefusalReason>({
    first: 'content request refused',
    summary: 'content requests refused (expected under load)',
    quiet: new Set(['visitor gone']),
    ...options,
  });
}

export const refusalLog = createRefusalLog();

/** Refused session cookies (docs/requirements/extranet.md#session-lifetime), summed; never the id. */
export function createSessionRefusalLog<R extends string>(options: { windowMs?: number; warn?: Write; info?: Write } = {}) {
  return createSummedLog<R>({ first: 'session cookie refused', summary: 'session cookies refused', ...options });
}

/** `note` is bound: pass it as a callback. */
export const sessionRefusalLog = createSessionRefusalLog<string>();
