import type { TokenMatch } from './lookup';

/** Distances above this count as this (Algolia's proximity is capped at 8 per word pair). */
export const MAX_PROXIMITY = 8;

/** Per-term arrays reused by every call (grown to the longest query). */
let scratch = { exact: new Uint8Array(16), matched: new Uint8Array(16), pair: new Int32Array(16), last: new Int32Array(16) };

/** What a record's word positions give for a query (decision 0900). */
export interface PositionCriteria {
  proximity: number;
  attribute: number;
  exact: number;
}

/**
 * The tokens of a query as typed arrays by token id (read for every word of every ranked
 * record, so no Map lookups): bit j of `mask` = the token matches term j; of `exactMask` = it
 * matches term j exactly (whole word or plural, no typo); `concat` = tokens that are two
 * adjacent terms written together (token id -> first term).
 */
export interface TokenMasks {
  mask: Uint32Array;
  exactMask: Uint32Array;
  concat: ReadonlyMap<number, number>;
}

/** Builds {@link TokenMasks} for `size` token ids from the lookups' matches by token id. */
export function tokenMasks(size: number, matches: ReadonlyMap<number, readonly TokenMatch[]>): TokenMasks {
  const mask = new Uint32Array(size);
  const exactMask = new Uint32Array(size);
  const concat = new Map<number, number>();
  for (const [id, list] of matches) {
    if (id >= size) continue;
    for (const m of list) {
      if (m.span === 2) {
        concat.set(id, m.term);
        continue;
      }
      mask[id]! |= 1 << m.term;
      if (m.exact && m.typos === 0) exactMask[id]! |= 1 << m.term;
    }
  }
  return { mask, exactMask, concat };
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
 * A one-word query reads only the first group with a match (no proximity; its exact criterion
 * is per attribute value, see the engine).
 */
export function positionCriteria(groups: readonly Int32Array[], ordered: readonly boolean[], masks: TokenMasks, nTerms: number): PositionCriteria {
  const { mask, exactMask, concat } = masks;
  let attribute = Number.MAX_SAFE_INTEGER;
  if (scratch.exact.length < nTerms) scratch = { exact: new Uint8Array(nTerms), matched: new Uint8Array(nTerms), pair: new Int32Array(nTerms), last: new Int32Array(nTerms) };
  const { exact, matched, pair, last } = scratch;
  exact.fill(0, 0, nTerms);
  matched.fill(0, 0, nTerms);
  pair.fill(MAX_PROXIMITY, 0, nTerms);
  const single = nTerms === 1;
  for (let g = 0; g < groups.length; g++) {
    if (single && attribute !== Number.MAX_SAFE_INTEGER) break;
    const ids = groups[g]!;
    last.fill(-1, 0, nTerms);
    for (let p = 0; p < ids.length; p++) {
      const id = ids[p]!;
      let bits = mask[id]!;
      const joined = concat.size ? concat.get(id) : undefined;
      if (bits === 0 && joined === undefined) continue;
      const at = g * 1000 + (ordered[g] ? Math.min(p, 999) : 0);
      if (at < attribute) attribute = at;
      if (single) break;
      if (joined !== undefined && joined + 1 < nTerms) {
        matched[joined] = 1;
        matched[joined + 1] = 1;
        pair[joined] = 1;
        last[joined] = p;
        last[joined + 1] = p;
      }
      const ex = exactMask[id]!;
      for (let j = 0; bits !== 0; j++, bits >>>= 1) {
        if ((bits & 1) === 0) continue;
        matched[j] = 1;
        if (ex & (1 << j)) exact[j] = 1;
        if (j > 0 && last[j - 1]! >= 0) pair[j - 1] = Math.min(pair[j - 1]!, p - last[j - 1]!);
        if (j + 1 < nTerms && last[j + 1]! >= 0) pair[j] = Math.min(pair[j]!, p - last[j + 1]! + 1);
        last[j] = p;
      }
    }
  }
  let proximity = 0;
  for (let j = 0; j + 1 < nTerms; j++) if (matched[j] && matched[j + 1]) proximity += Math.min(MAX_PROXIMITY, Math.max(1, pair[j]!));
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
