import type { EngineQuery, EngineSettings } from './engine-types';
import type { RuleEffects } from './rules';

export function pick<T = unknown>(q: EngineQuery, s: EngineSettings, name: string, fallback: unknown): T {
  const v = q[name] ?? s[name];
  return (v === undefined || v === null ? fallback : v) as T;
}

/** A query with the matching rules' effects: edited query, their parameters over the query's, filters ANDed, filter lists joined. */
export function withRuleParams(q: EngineQuery, effects: RuleEffects): EngineQuery {
  const out: EngineQuery = { ...q, ...effects.params, query: effects.query };
  const ruleFilters = effects.params.filters;
  if (typeof ruleFilters === 'string' && typeof q.filters === 'string' && q.filters.trim()) out.filters = `(${q.filters}) AND (${ruleFilters})`;
  for (const name of ['facetFilters', 'numericFilters', 'tagFilters', 'optionalFilters']) {
    const a = q[name];
    const b = effects.params[name];
    if (a !== undefined && b !== undefined) out[name] = [...(Array.isArray(a) ? a : [a]), ...(Array.isArray(b) ? b : [b])];
  }
  return out;
}

export function clampInt(value: unknown, min: number, max: number): number {
  const n = Math.trunc(Number(value));
  if (!Number.isFinite(n)) return min;
  return Math.min(max, Math.max(min, n));
}
