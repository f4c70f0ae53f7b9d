import { EngineInputError } from './errors';

/**
 * A candidate record with Algolia's ranking criteria (decision 0900); proximity, attribute and
 * exact are filled in by `complete` only for the groups that reach the page.
 */
export interface Ranked<R> {
  id: number;
  record: R;
  /** Query words matched (Words criterion; higher first). */
  words: number;
  /** Typos summed over the matched words (Typo criterion; fewer first). */
  typos: number;
  /** Score of the optionalFilters the record matches (Filters criterion; higher first). */
  filters: number;
  /** Sum of the distances between consecutive query words, each at most 8 (fewer first). */
  proximity: number;
  /** Best matching searchable attribute x 1000 + position in it when ordered (lower first). */
  attribute: number;
  /** The best matching attribute alone, known from the lookups (`attribute` / 1000). */
  group: number;
  /** Query words matched exactly (Exact criterion; higher first). */
  exact: number;
  complete: boolean;
}

/** One criterion of Algolia's `ranking` setting, compiled. */
export type Criterion<R> = {
  name: string;
  expensive: boolean;
  compare: (a: Ranked<R>, b: Ranked<R>) => number;
  /** For an expensive criterion: a coarser order known without positions (groups by it first). */
  cheapPart?: (a: Ranked<R>, b: Ranked<R>) => number;
};

/** Algolia's default ranking formula. */
export const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'] as const;

/** Thrown for a `ranking` entry the engine cannot apply (the twin answers 400). */
export class RankingError extends EngineInputError {}

/**
 * Compiles Algolia's `ranking` (criteria names, and `asc(attr)`/`desc(attr)` sorts of replicas)
 * with `customCompare` for `custom`. Throws RankingError for an unknown criterion.
 */
export function compileRanking<R>(
  ranking: readonly string[],
  customCompare: (a: R, b: R) => number,
  valueOf: (record: R, attr: string) => unknown,
  rankedCompare?: (a: Ranked<R>, b: Ranked<R>) => number,
): Criterion<R>[] {
  return ranking.map((name): Criterion<R> => {
    switch (name) {
      case 'typo':
        return { name, expensive: false, compare: (a, b) => a.typos - b.typos };
      case 'geo':
        // No geo query runs on the twin (refused with 400), so every record ties here.
        return { name, expensive: false, compare: () => 0 };
      case 'words':
        return { name, expensive: false, compare: (a, b) => b.words - a.words };
      case 'filters':
        return { name, expensive: false, compare: (a, b) => b.filters - a.filters };
      case 'proximity':
        return { name, expensive: true, compare: (a, b) => a.proximity - b.proximity };
      case 'attribute':
        // Its attribute part is known without positions; the position inside it is not.
        return { name, expensive: true, compare: (a, b) => a.group - b.group || a.attribute - b.attribute, cheapPart: (a, b) => a.group - b.group };
      case 'exact':
        return { name, expensive: true, compare: (a, b) => b.exact - a.exact };
      case 'custom':
        return { name, expensive: false, compare: rankedCompare ?? ((a, b) => customCompare(a.record, b.record)) };
      default: {
        const m = /^(asc|desc)\((.+)\)$/.exec(name);
        if (!m) throw new RankingError(`Invalid ranking criterion "${name.slice(0, 60)}"`);
        const attr = m[2]!;
        const sign = m[1] === 'asc' ? 1 : -1;
        return { name, expensive: false, compare: (a, b) => sign * compareValues(valueOf(a.record, attr), valueOf(b.record, attr), sign) };
      }
    }
  });
}

/** Numbers (or numeric strings) compared; records without a value always last. */
function compareValues(a: unknown, b: unknown, sign: number): number {
  const x = typeof a === 'number' ? a : typeof a === 'string' && a.trim() !== '' ? Number(a) : NaN;
  const y = typeof b === 'number' ? b : typeof b === 'string' && b.trim() !== '' ? Number(b) : NaN;
  if (Number.isNaN(x) && Number.isNaN(y)) return 0;
  if (Number.isNaN(x)) return sign;
  if (Number.isNaN(y)) return -sign;
  return x - y;
}

/** Options of {@link rankPage}. */
export interface RankPageOptions<R> {
  criteria: readonly Criterion<R>[];
  complete: (r: Ranked<R>) => void;
  /** Distinct key of a record (Algolia `attributeForDistinct`), or null without distinct. */
  distinctKey: ((r: Ranked<R>) => string) | null;
  /** Records kept per distinct key (Algolia `distinct: N`). */
  keep: number;
  /** How many ranked records the caller needs from the top (offset + hitsPerPage, bounded). */
  needed: number;
  /** Expensive criteria that tie every record of this query (proximity of a one-word query). */
  trivial?: (name: string) => boolean;
}

/**
 * Algolia's tie-breaking sort (decision 0900). Only the groups that reach the top `needed` get
 * their positions read, so a query matching thousands of records reads a few dozen. Returns
 * nbHits (after distinct) and the first `needed` of the ranked list.
 */
export function rankPage<R>(candidates: Ranked<R>[], opts: RankPageOptions<R>): { nbHits: number; top: Ranked<R>[] } {
  const cut = opts.criteria.findIndex((c) => c.expensive && !(opts.trivial?.(c.name) ?? false));
  const head = cut < 0 ? opts.criteria.map((c) => c.compare) : opts.criteria.slice(0, cut).map((c) => c.compare);
  // The first expensive criterion's coarse part still groups (attribute: which attribute).
  const coarse = cut >= 0 ? opts.criteria[cut]!.cheapPart : undefined;
  if (coarse) head.push(coarse);
  const headCompare = (a: Ranked<R>, b: Ranked<R>) => {
    for (const c of head) {
      const d = c(a, b);
      if (d !== 0) return d;
    }
    return 0;
  };
  const fullCompare = (a: Ranked<R>, b: Ranked<R>) => {
    for (const c of opts.criteria) {
      const d = c.compare(a, b);
      if (d !== 0) return d;
    }
    return a.id - b.id;
  };
  let nbHits = candidates.length;
  if (opts.distinctKey) {
    const perKey = new Map<string, number>();
    for (const r of candidates) {
      const k = opts.distinctKey(r);
      perKey.set(k, (perKey.get(k) ?? 0) + 1);
    }
    nbHits = 0;
    for (const n of perKey.values()) nbHits += Math.min(n, opts.keep);
  }
  const sorted = candidates.sort(headCompare);
  const top: Ranked<R>[] = [];
  const seen = new Map<string, number>();
  let i = 0;
  while (i < sorted.length && top.length < opts.needed) {
    let j = i + 1;
    while (j < sorted.length && headCompare(sorted[i]!, sorted[j]!) === 0) j++;
    const group = sorted.slice(i, j);
    if (cut >= 0) for (const r of group) if (!r.complete) opts.complete(r);
    group.sort(fullCompare);
    for (const r of group) {
      if (opts.distinctKey) {
        const k = opts.distinctKey(r);
        const n = seen.get(k) ?? 0;
        seen.set(k, n + 1);
        if (n >= opts.keep) continue;
      }
      top.push(r);
      if (top.length >= opts.needed) break;
    }
    i = j;
  }
  return { nbHits, top };
}
