import v8 from 'node:v8';

/** Above this V8 heap limit (MiB) the process was started without the production flags (decision 0960). */
export const HEAP_LIMIT_WARN_MB = 1024;

/**
 * The V8 heap limit of this process in MiB and, when it is above {@link HEAP_LIMIT_WARN_MB}, the
 * warning a production start logs: without `--max-old-space-size` (the apps' `npm start` passes
 * it) V8 lets the old generation fill with garbage far past the live heap under load
 * (docs/requirements/performance.md#speed-goals, memory; decision 0960). `limitBytes` defaults to
 * `v8.getHeapStatistics().heap_size_limit`.
 */
export function heapLimitCheck(limitBytes = v8.getHeapStatistics().heap_size_limit): { limitMb: number; warning: string | null } {
  const limitMb = Math.round(limitBytes / 1024 / 1024);
  const warning =
    limitMb > HEAP_LIMIT_WARN_MB
      ? `V8 heap limit is ${limitMb} MB: start with node --max-old-space-size=512 --max-semi-space-size=32 (npm start does, decision 0960), or RSS grows by garbage under load`
      : null;
  return { limitMb, warning };
}
