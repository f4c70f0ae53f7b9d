import v8 from 'node:v8';

/** A V8 heap limit above this (MiB) means the production flags are missing (decision 0960). */
export const HEAP_LIMIT_WARN_MB = 1024;

/** The heap limit in MiB and, above {@link HEAP_LIMIT_WARN_MB}, a warning (decision 0960; docs/requirements/performance.md#memory). */
export function heapLimitCheck(limitBytes = v8.getHeapStatistics().heap_size_limit): { limitMb: number; warning: string | null } {
  const limitMb = Math.round(limitBytes / 1024 / 1024);
  const warning =
    limitMb > HEAP_LIMIT_WARN_MB
      ? `V8 heap limit is ${limitMb} MB: start with node --max-old-space-size=512 --max-semi-space-size=32 (npm start does, decision 0960), or RSS grows by garbage under load`
      : null;
  return { limitMb, warning };
}
