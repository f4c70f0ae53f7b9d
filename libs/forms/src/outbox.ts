import type { LeadsStore, OutboxJob } from './store';

/** Options of {@link startOutboxWorker}. */
export interface OutboxWorkerOptions {
  store: LeadsStore;
  deliver: (job: OutboxJob) => Promise<void>;
  /** How often to look for due jobs when idle, in ms (default 1000). */
  pollMs?: number;
  /** How long a claimed job is ours before another worker may take it, in ms (default 60 000). */
  leaseMs?: number;
  /** Jobs per claim (default 20). */
  batch?: number;
  /** First retry delay in ms (default 1000), doubled per attempt up to `maxBackoffMs` (default 15 min). */
  backoffMs?: number;
  maxBackoffMs?: number;
  onError?: (job: OutboxJob, error: unknown) => void;
}

export interface OutboxWorker {
  /** Looks for due jobs now (called after a new lead). */
  kick(): void;
  /** Delivers what is due now and resolves when a pass finds nothing more (tests, shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** Exponential backoff with ±20 % jitter: attempt 1 waits `base`, attempt n `base * 2^(n-1)`, at most `max`. */
export function backoffDelay(attempts: number, base: number, max: number): number {
  const raw = Math.min(max, base * 2 ** Math.max(0, attempts - 1));
  return Math.round(raw * (0.8 + Math.random() * 0.4));
}

/**
 * Delivers the outbox (decision 0622): claims due rows with a lease and marks each delivered or
 * retried with backoff; a restart loses nothing. At least once, made once by idempotent receivers
 * (the lead id as Message-ID and Idempotency-Key).
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const batch = options.batch ?? 20;
  const base = options.backoffMs ?? 1000;
  const max = options.maxBackoffMs ?? 15 * 60_000;
  let stopped = false;
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const pass = async (): Promise<number> => {
    const jobs = await options.store.claimDue(batch, leaseMs);
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await options.deliver(job);
          await options.store.markDelivered(job.id);
        } catch (error) {
          options.onError?.(job, error);
          await options.store.markFailed(job.id, error instanceof Error ? error.message : String(error), backoffDelay(job.attempts, base, max));
        }
      }),
    );
    return jobs.length;
  };

  const runOnce = (): Promise<number> => {
    if (!running) {
      running = pass()
        .catch((error: unknown) => {
          options.onError?.({} as OutboxJob, error);
          return 0;
        })
        .finally(() => {
          running = null;
        });
    }
    return running;
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      void runOnce().then((n) => schedule(n >= batch ? 0 : pollMs));
    }, delay);
    timer.unref?.();
  };
  schedule(0);

  return {
    kick: () => schedule(0),
    async drain() {
      while (running) await running;
      while ((await runOnce()) > 0) {
        /* keep delivering */
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      while (running) await running;
    },
  };
}
