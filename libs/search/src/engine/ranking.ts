/** A candidate record of a query, as the engine ranks it (decision 0810). */
export interface Ranked<R> {
  record: R;
  /** BM25 score summed over the query words (typo matches weigh less). */
  score: number;
  /** Query words the record matched (records with more words rank first). */
  words: number;
  /** Score in twentieths of the best score of the query (ties go to custom ranking). */
  bucket: number;
}

/** Options of {@link rankPage}. */
export interface RankPageOptions<R> {
  /** Tie-break inside a (words, bucket) group: custom ranking; then the higher score wins. */
  compare: (a: R, b: R) => number;
  /** Distinct key of a record (Algolia `attributeForDistinct`), or null without distinct. */
  distinctKey: ((record: R) => string) | null;
  /** Records kept per distinct key (Algolia `distinct: N`). */
  keep: number;
  /** How many ranked records the caller needs from the top (offset + hitsPerPage, bounded). */
  needed: number;
}

/**
 * Algolia's ranking over the candidates (DESIGN.md 6): more matched words first, then the score
 * bucket, then custom ranking, then the score; `distinct` keeps the best `keep` records of each
 * key. Returns the number of records after distinct (`nbHits`) and the first `needed` of the
 * ranked list. Only the (words, bucket) groups that reach the top `needed` are sorted: a query
 * matching thousands of records sorts a few dozen for its first page, not all of them.
 */
export function rankPage<R>(candidates: readonly Ranked<R>[], opts: RankPageOptions<R>): { nbHits: number; top: Ranked<R>[] } {
  const groups = new Map<number, Ranked<R>[]>();
  for (const r of candidates) {
    const key = r.words * 64 + r.bucket;
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  let nbHits = candidates.length;
  if (opts.distinctKey && opts.keep === 1) {
    const keys = new Set<string>();
    for (const r of candidates) keys.add(opts.distinctKey(r.record));
    nbHits = keys.size;
  } else if (opts.distinctKey) {
    const perKey = new Map<string, number>();
    for (const r of candidates) {
      const k = opts.distinctKey(r.record);
      perKey.set(k, (perKey.get(k) ?? 0) + 1);
    }
    nbHits = 0;
    for (const n of perKey.values()) nbHits += Math.min(n, opts.keep);
  }
  const top: Ranked<R>[] = [];
  const seen = new Map<string, number>();
  for (const key of [...groups.keys()].sort((a, b) => b - a)) {
    if (top.length >= opts.needed) break;
    const group = groups.get(key)!.sort((a, b) => opts.compare(a.record, b.record) || b.score - a.score);
    for (const r of group) {
      if (opts.distinctKey) {
        const k = opts.distinctKey(r.record);
        const n = seen.get(k) ?? 0;
        seen.set(k, n + 1);
        if (n >= opts.keep) continue;
      }
      top.push(r);
      if (top.length >= opts.needed) break;
    }
  }
  return { nbHits, top };
}
