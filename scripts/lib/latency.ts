/**
 * Latency samples of benchmark runs (docs/requirements/performance.md#measuring, decision 0980):
 * every answer's latency in ms, the first answer on each connection apart.
 */

/** Latencies (ms) of one or more runs: first answers on new connections, and answers on open ones. */
export interface LatencySamples {
  first: number[];
  open: number[];
}

/**
 * The `q` quantile (0-1) of `values` by nearest rank (the smallest value with at least `q` of the
 * values at or below it), or NaN when there are none. `values` is not modified.
 */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** The samples of several runs as one: their first answers together, their other answers together. */
export function poolSamples(runs: readonly LatencySamples[]): LatencySamples {
  return { first: runs.flatMap((r) => r.first), open: runs.flatMap((r) => r.open) };
}
