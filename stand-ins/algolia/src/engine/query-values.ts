import type { EngineQuery, EngineSettings } from './engine-types';
import { FILTER_PARAMS, type FilterParams } from './filters';
import type { RuleEffects } from './rules';

export function pick<T = unknown>(q: EngineQuery, s: EngineSettings, name: string, fallback: unknown): T {
  const v = q[name] ?? s[name];
  return (v === undefined || v === null ? fallback : v) as T;
}

/**
 * A query with the matching rules' effects: the edited query and the rules' other parameters over
 * the query's; the rules' filter parameters come back apart (`filters`), to apply AND the query's
 * as a parsed restriction, never joined as text (docs/requirements/search.md#filters-combine-parsed); optionalFilters lists are joined.
 */
export function withRuleParams(q: EngineQuery, effects: RuleEffects): { query: EngineQuery; filters: FilterParams } {
  const out: EngineQuery = { ...q, ...effects.params, query: effects.query };
  const filters: FilterParams = {};
  for (const name of FILTER_PARAMS) {
    if (effects.params[name] === undefined) continue;
    filters[name] = effects.params[name];
    (out as Record<string, unknown>)[name] = q[name];
  }
  const a = q.optionalFilters;
  const b = effects.params.optionalFilters;
  if (a !== undefined && b !== undefined) out.optionalFilters = [...(Array.isArray(a) ? a : [a]), ...(Array.isArray(b) ? b : [b])];
  return { query: out, filters };
}

export function clampInt(value: unknown, min: number, max: number): number {
  const n = Math.trunc(Number(value));
  if (!Number.isFinite(n)) return min;
  return Math.min(max, Math.max(min, n));
}
