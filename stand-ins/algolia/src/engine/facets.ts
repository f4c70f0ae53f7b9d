import { scalarsAt } from './attributes';
import { fold, WORD_RE } from './languages';

/** Algolia's `facets_stats` of one numeric facet. */
export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

/** Options of {@link countFacets} (Algolia's parameters of the same names). */
export interface FacetCountOptions {
  /** Default 100, at most 1000 (Algolia's bounds). */
  maxValuesPerFacet: number;
  /** `count` (default: most frequent first, then alphabetical) or `alpha`. */
  sortFacetValuesBy: 'count' | 'alpha';
}

/** Facet counts and numeric stats of records (decision 0901), each value counted once per record. */
export function countFacets(
  records: Iterable<Record<string, unknown>>,
  facets: readonly string[],
  opts: FacetCountOptions,
): { facets: Record<string, Record<string, number>>; stats: Record<string, FacetStats> } {
  const counts = facets.map(() => new Map<string, number>());
  const stats = facets.map(() => ({ min: Infinity, max: -Infinity, sum: 0, n: 0 }));
  for (const record of records) {
    facets.forEach((f, i) => {
      const values = scalarsAt(record, f);
      const seen = new Set<string>();
      for (const v of values) {
        const key = String(v);
        if (key === '' || seen.has(key)) continue;
        seen.add(key);
        counts[i]!.set(key, (counts[i]!.get(key) ?? 0) + 1);
        if (typeof v === 'number') {
          const s = stats[i]!;
          if (v < s.min) s.min = v;
          if (v > s.max) s.max = v;
          s.sum += v;
          s.n++;
        }
      }
    });
  }
  const out: Record<string, Record<string, number>> = {};
  const outStats: Record<string, FacetStats> = {};
  facets.forEach((f, i) => {
    out[f] = Object.fromEntries(sortValues([...counts[i]!], opts.sortFacetValuesBy).slice(0, opts.maxValuesPerFacet));
    const s = stats[i]!;
    if (s.n > 0) outStats[f] = { min: s.min, max: s.max, avg: s.sum / s.n, sum: s.sum };
  });
  return { facets: out, stats: outStats };
}

function sortValues(entries: Array<[string, number]>, by: 'count' | 'alpha'): Array<[string, number]> {
  return by === 'alpha' ? entries.sort((a, b) => a[0].localeCompare(b[0])) : entries.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** One answer of search for facet values. */
export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

/**
 * Search for facet values (decision 0901): values of `facet` among `records` whose words start
 * with `facetQuery`'s, most frequent first, matches highlighted.
 */
export function searchFacetValues(
  records: Iterable<Record<string, unknown>>,
  facet: string,
  facetQuery: string,
  max: number,
  tags: { pre: string; post: string },
  sortBy: 'count' | 'alpha' = 'count',
): FacetHit[] {
  const wanted = (facetQuery.match(WORD_RE) ?? []).map(fold);
  const { facets } = countFacets(records, [facet], { maxValuesPerFacet: Number.MAX_SAFE_INTEGER, sortFacetValuesBy: sortBy });
  const out: FacetHit[] = [];
  for (const [value, count] of Object.entries(facets[facet] ?? {})) {
    const words = [...value.matchAll(WORD_RE)];
    const used = new Set<number>();
    const ok = wanted.every((w) => {
      const k = words.findIndex((m, i) => !used.has(i) && fold(m[0]).startsWith(w));
      if (k < 0) return false;
      used.add(k);
      return true;
    });
    if (!ok) continue;
    let highlighted = '';
    let last = 0;
    words.forEach((m, i) => {
      if (!used.has(i)) return;
      const at = m.index ?? 0;
      const len = wanted.reduce((n, w) => (fold(m[0]).startsWith(w) ? Math.max(n, w.length) : n), 0);
      highlighted += value.slice(last, at) + tags.pre + value.slice(at, at + len) + tags.post;
      last = at + len;
    });
    highlighted += value.slice(last);
    out.push({ value, highlighted, count });
    if (out.length >= max) break;
  }
  return out;
}
