import type { TokenMatch } from './lookup';

/** Distances above this count as this (Algolia's proximity is capped at 8 per word pair). */
export const MAX_PROXIMITY = 8;

/** What a record's word positions give for a query (decision 0900). */
export interface PositionCriteria {
  proximity: number;
  attribute: number;
  exact: number;
}

/**
 * Proximity, attribute and exact of one record from the token ids of its searchable groups, in
 * the order of searchableAttributes (Algolia's definitions, decision 0900):
 * - proximity: for each pair of consecutive query words both matched, the smallest distance
 *   between them inside one attribute (reversed order counts one more; other attribute or
 *   farther: 8), summed;
 * - attribute: the first group with a match x 1000, plus the position of the first match when
 *   the group is ordered;
 * - exact: query words matched exactly (the whole word or a plural form; not a prefix, typo or
 *   split).
 * `matches` maps token ids to the terms they match; `nTerms` is the number of query terms.
 */
export function positionCriteria(groups: readonly Int32Array[], ordered: readonly boolean[], matches: ReadonlyMap<number, readonly TokenMatch[]>, nTerms: number): PositionCriteria {
  let attribute = Number.MAX_SAFE_INTEGER;
  const exact = new Uint8Array(nTerms);
  const matched = new Uint8Array(nTerms);
  const pair = new Int32Array(Math.max(0, nTerms - 1)).fill(MAX_PROXIMITY);
  const last = new Int32Array(nTerms);
  for (let g = 0; g < groups.length; g++) {
    const ids = groups[g]!;
    last.fill(-1);
    for (let p = 0; p < ids.length; p++) {
      const list = matches.get(ids[p]!);
      if (!list) continue;
      for (const m of list) {
        const j = m.term;
        const at = g * 1000 + (ordered[g] ? Math.min(p, 999) : 0);
        if (at < attribute) attribute = at;
        matched[j] = 1;
        if (m.exact && m.typos === 0) exact[j] = 1;
        if (m.span === 2 && j + 1 < nTerms) {
          matched[j + 1] = 1;
          pair[j] = Math.min(pair[j]!, 1);
          last[j + 1] = p;
        }
        if (j > 0 && last[j - 1]! >= 0) pair[j - 1] = Math.min(pair[j - 1]!, p - last[j - 1]!);
        if (j + 1 < nTerms && last[j + 1]! >= 0 && m.span === 1) pair[j] = Math.min(pair[j]!, p - last[j + 1]! + 1);
        last[j] = p;
      }
    }
  }
  let proximity = 0;
  for (let j = 0; j < pair.length; j++) if (matched[j] && matched[j + 1]) proximity += Math.min(MAX_PROXIMITY, Math.max(1, pair[j]!));
  let nExact = 0;
  for (let j = 0; j < nTerms; j++) nExact += exact[j]!;
  return { proximity, attribute: attribute === Number.MAX_SAFE_INTEGER ? 999_999 : attribute, exact: nExact };
}

/**
 * True when every phrase (term indexes that must follow each other, advancedSyntax "...") occurs
 * in one attribute with exact matches at consecutive positions.
 */
export function hasPhrases(groups: readonly Int32Array[], matches: ReadonlyMap<number, readonly TokenMatch[]>, phrases: readonly number[][]): boolean {
  const exactFor = (id: number, term: number) => matches.get(id)?.some((m) => m.term === term && m.exact && m.typos === 0 && m.span === 1) ?? false;
  return phrases.every((phrase) =>
    groups.some((ids) => {
      for (let p = 0; p + phrase.length <= ids.length; p++) {
        let ok = true;
        for (let k = 0; k < phrase.length && ok; k++) ok = exactFor(ids[p + k]!, phrase[k]!);
        if (ok) return true;
      }
      return false;
    }),
  );
}
