import { randomBytes } from 'node:crypto';
import { valueAt } from './attributes';
import { ENGINE_LIMITS, type Caller, type EngineHit, type EngineQuery, type EngineRecord, type EngineResult, type Matched, type Ranked } from './engine-types';
import { countFacets } from './facets';
import { compileFacetFilters, FilterSyntaxError, type RecordPredicate } from './filters';
import { buildHit, completeCandidate } from './hits';
import type { IndexStore } from './index-store';
import { checkParams } from './params';
import { recordPredicates, resolveQuery, type QueryMatcher } from './query-match';
import { clampInt, pick, withRuleParams } from './query-values';
import { compileRanking, DEFAULT_RANKING, rankPage } from './ranking';
import type { RuleEffects, RuleStore } from './rules';
import { internalId } from './scorer';

/** The index a query runs on: its name (echoed as `index`), records, matcher and rules. */
export interface SearchContext {
  name: string;
  store: IndexStore;
  matcher: QueryMatcher;
  rules: RuleStore;
  caller: Caller;
}

/**
 * Runs one query with Algolia's semantics (decisions 0900, 0932): rules, match, filters, typo
 * levels, optional filters, facets, ranking, promotes, the page. Throws FilterSyntaxError,
 * UnsupportedParameterError or RankingError (400).
 */
export function runSearch(asked: EngineQuery, { name, store, matcher, rules, caller }: SearchContext): EngineResult {
  const started = performance.now();
  const settings = store.settings;
  checkParams(asked);
  const effects =
    asked.enableRules === false
      ? null
      : rules.effects(typeof asked.query === 'string' ? asked.query : '', asked.ruleContexts, Date.now() / 1000, store.facetValuesOf);
  const ruled = effects ? withRuleParams(asked, effects) : null;
  const q = ruled ? ruled.query : asked;
  const query = typeof q.query === 'string' ? q.query.slice(0, ENGINE_LIMITS.maxQueryChars) : '';
  const resolved = resolveQuery(q, settings);
  // The query's filters AND the key's AND the rules', each parsed on its own.
  const predicates = recordPredicates(store, q, [...(caller.restrictions ?? []), ...(ruled ? [ruled.filters] : [])]);
  const hitsPerPage = clampInt(q.hitsPerPage ?? q.length ?? settings.hitsPerPage ?? 20, 0, ENGINE_LIMITS.maxHitsPerPage);
  const pageLimit = settings.paginationLimitedTo ?? ENGINE_LIMITS.paginationLimitedTo;
  const matched = matcher.match({ q, query, resolved });
  let ranked = predicates.length ? matched.candidates.filter((r) => predicates.every((p) => p(r.record))) : matched.candidates.slice();
  // Rules: hidden records go; promoted ones leave the ranking and are pinned after it.
  const pins = effects ? pinned(effects, { store, matched, predicates }) : [];
  if (effects && (effects.hide.size || pins.length)) {
    const out = new Set([...effects.hide, ...pins.map((p) => p.ranked.record.objectID)]);
    ranked = ranked.filter((r) => !out.has(r.record.objectID));
  }

  // typoTolerance min / strict: only the fewest (min) or two fewest (strict) typo counts.
  if ((resolved.typo === 'min' || resolved.typo === 'strict') && ranked.length) {
    const levels = [...new Set(ranked.map((r) => r.typos))].sort((a, b) => a - b);
    const maxTypos = levels[resolved.typo === 'min' ? 0 : Math.min(1, levels.length - 1)]!;
    ranked = ranked.filter((r) => r.typos <= maxTypos);
  }
  scoreOptionalFilters(ranked, { known: store.facetNames(), optionalFilters: q.optionalFilters, sumOr: q.sumOrFiltersScores === true });

  const facetParam = (typeof q.facets === 'string' ? [q.facets] : (q.facets ?? [])).filter((f): f is string => typeof f === 'string');
  const countable = store.facets.filter((f) => !f.filterOnly).map((f) => f.name);
  const wanted = facetParam.includes('*') ? countable : facetParam.filter((f) => countable.includes(f));
  const facetOut = wanted.length
    ? countFacets(
        ranked.map((r) => r.record),
        wanted,
        {
          maxValuesPerFacet: clampInt(pick(q, settings, 'maxValuesPerFacet', 100), 1, ENGINE_LIMITS.maxValuesPerFacet),
          sortFacetValuesBy: pick(q, settings, 'sortFacetValuesBy', 'count') === 'alpha' ? 'alpha' : 'count',
        },
      )
    : null;

  const distinctOn = settings.attributeForDistinct;
  const distinct = q.distinct ?? settings.distinct;
  const page = clampInt(q.page ?? 0, 0, Number.MAX_SAFE_INTEGER);
  const from = q.offset !== undefined ? clampInt(q.offset, 0, pageLimit) : Math.min(page * hitsPerPage, pageLimit);
  let rankingNames = (settings.ranking as string[] | undefined) ?? [...DEFAULT_RANKING];
  if (resolved.typo === 'min' || resolved.typo === 'strict') rankingNames = ['typo', ...rankingNames.filter((c) => c !== 'typo')];
  const criteria = compileRanking<EngineRecord>(rankingNames, store.customCompare, valueAt, (a, b) =>
    store.compareCustom(store.customValues[a.id], store.customValues[b.id]),
  );
  const page0 = rankPage(ranked, {
    criteria,
    complete: (r) => completeCandidate(r, { store, matched, q }),
    distinctKey: distinctOn && distinct ? (r) => store.distinctValues[r.id] ?? r.record.objectID : null,
    keep: distinct === true ? 1 : Math.max(1, Number(distinct) || 1),
    needed: Math.min(from + hitsPerPage, pageLimit),
    trivial: (criterion) => criterion === 'proximity' && matched.parsed.terms.length < 2,
  });
  const top = page0.top;
  const nbHits = page0.nbHits + pins.length;
  for (const pin of pins) top.splice(Math.min(pin.position, top.length), 0, pin.ranked);
  const reachable = Math.min(nbHits, pageLimit);
  const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(reachable / hitsPerPage);
  const slice = from >= reachable ? [] : top.slice(from, Math.min(from + hitsPerPage, reachable));
  const promoted = new Set(pins.map((p) => p.ranked));
  const hits = slice.map((r) => {
    const hit = buildHit(r, { store, matched, q, caller });
    if (hit._rankingInfo && promoted.has(r)) hit._rankingInfo.promoted = true;
    return hit;
  });
  const result = answerOf({
    hits,
    nbHits,
    page,
    nbPages,
    hitsPerPage,
    facets: facetOut ? { facets: facetOut.facets, facets_stats: facetOut.stats } : {},
    query,
    params: echoed(asked),
    index: name,
    started,
  });
  if (q.renderingContent && typeof q.renderingContent === 'object') result.renderingContent = q.renderingContent as Record<string, unknown>;
  if (q.clickAnalytics === true) result.queryID = randomBytes(16).toString('hex');
  if (effects?.userData.length) result.userData = effects.userData;
  if (effects && q.getRankingInfo) result.appliedRules = effects.applied.map((objectID) => ({ objectID }));
  return onlyResponseFields(result, q.responseFields);
}

/** The parameters as asked, in their order, arrays and objects as JSON: Algolia's `params` echo. */
function echoed(asked: EngineQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(asked)) if (v !== undefined) out[k] = typeof v === 'string' ? v : JSON.stringify(v);
  return out;
}

/** Algolia's `responseFields`: only the listed fields of the answer (`*`, the default, is all). */
function onlyResponseFields(result: EngineResult, fields: unknown): EngineResult {
  if (!Array.isArray(fields) || fields.includes('*')) return result;
  const keep = new Set(fields.filter((f): f is string => typeof f === 'string'));
  return Object.fromEntries(Object.entries(result).filter(([k]) => keep.has(k))) as unknown as EngineResult;
}

/** What {@link answerOf} needs: the page of hits and how it was asked for. */
export interface AnswerParts {
  hits: EngineHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Partial<Pick<EngineResult, 'facets' | 'facets_stats'>>;
  query: string;
  params: Record<string, string>;
  index: string;
  started: number;
}

/** The answer of a search or a browse page in Algolia's shape. */
export function answerOf(p: AnswerParts): EngineResult {
  return {
    hits: p.hits,
    nbHits: p.nbHits,
    page: p.page,
    nbPages: p.nbPages,
    hitsPerPage: p.hitsPerPage,
    ...p.facets,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, facetsCount: true, typo: true },
    processingTimeMS: Math.round(performance.now() - p.started),
    query: p.query,
    params: new URLSearchParams(p.params).toString(),
    index: p.index,
    renderingContent: {},
  };
}

/** Records a rule promotes, in position order; with filterPromotes only those passing the filters; hidden ones never (decision 0932). */
function pinned(
  effects: RuleEffects,
  { store, matched, predicates }: { store: IndexStore; matched: Matched; predicates: RecordPredicate[] },
): Array<{ ranked: Ranked; position: number }> {
  const out: Array<{ ranked: Ranked; position: number }> = [];
  const seen = new Set<string>();
  for (const p of [...effects.promote].sort((a, b) => a.position - b.position)) {
    p.ids.forEach((objectID, k) => {
      const record = store.records.get(objectID);
      if (!record || seen.has(objectID) || effects.hide.has(objectID)) return;
      if (effects.filterPromotes && !predicates.every((test) => test(record))) return;
      seen.add(objectID);
      const found = matched.candidates.find((r) => r.record.objectID === objectID);
      const ranked = found ?? {
        id: internalId(store.db, objectID),
        record,
        words: 0,
        typos: 0,
        filters: 0,
        proximity: 0,
        attribute: 0,
        group: 0,
        exact: 0,
        complete: true,
      };
      out.push({ ranked, position: p.position + k });
    });
  }
  return out;
}

/** Filters criterion: each matching optionalFilter adds its score (`<score=N>`, default 1); sumOrFiltersScores sums an OR group instead of taking its best. */
function scoreOptionalFilters(ranked: Ranked[], { known, optionalFilters, sumOr }: { known: Set<string>; optionalFilters: unknown; sumOr: boolean }): void {
  for (const r of ranked) r.filters = 0;
  if (optionalFilters === undefined || optionalFilters === null || optionalFilters === '') return;
  const list = typeof optionalFilters === 'string' ? [optionalFilters] : optionalFilters;
  if (!Array.isArray(list)) throw new FilterSyntaxError('optionalFilters must be an array');
  const one = (expr: string): { test: RecordPredicate; score: number } => {
    const m = /^(.*?)<score=(\d+)>$/.exec(expr.trim());
    const text = m ? m[1]! : expr;
    const test = compileFacetFilters([text], known)!;
    return { test, score: m ? Number(m[2]) : 1 };
  };
  const groups = list.map((item) => {
    if (typeof item === 'string') return [one(item)];
    if (Array.isArray(item) && item.every((x) => typeof x === 'string')) return item.map(one);
    throw new FilterSyntaxError('optionalFilters items must be strings or arrays of strings');
  });
  for (const r of ranked) {
    for (const g of groups) {
      const scores = g.filter((f) => f.test(r.record)).map((f) => f.score);
      if (scores.length) r.filters += sumOr ? scores.reduce((a, b) => a + b, 0) : Math.max(...scores);
    }
  }
}
