import type { TokenMatch } from './lookup';

/** Distances above this count as this (Algolia's proximity is capped at 8 per word pair). */
export const MAX_PROXIMITY = 8;

let scratch = { exact: new Uint8Array(16), matched: new Uint8Array(16), pair: new Int32Array(16), last: new Int32Array(16) };

/** What a record's word positions give for a query (decision 0900). */
export interface PositionCriteria {
  proximity: number;
  attribute: number;
  exact: number;
}

/**
 * The tokens of a query as typed arrays by token id: bit j of `mask` = matches term j, of
 * `exactMask` = matches it exactly; `concat` = two adjacent terms written together.
 */
export interface TokenMasks {
  mask: Uint32Array;
  exactMask: Uint32Array;
  concat: ReadonlyMap<number, number>;
  /** Tokens that are one part of a split or decompounded term: token id -> [term, part index, parts]. */
  parts: ReadonlyMap<number, readonly [number, number, number]>;
}

/** Builds {@link TokenMasks} for `size` token ids from the lookups' matches by token id. */
export function tokenMasks(size: number, matches: ReadonlyMap<number, readonly TokenMatch[]>): TokenMasks {
  const mask = new Uint32Array(size);
  const exactMask = new Uint32Array(size);
  const concat = new Map<number, number>();
  const parts = new Map<number, readonly [number, number, number]>();
  for (const [id, list] of matches) {
    if (id >= size) continue;
    for (const m of list) {
      if (m.span === 2) {
        concat.set(id, m.term);
        continue;
      }
      if (m.part !== undefined) {
        parts.set(id, [m.term, m.part, m.parts ?? 1]);
        continue;
      }
      mask[id]! |= 1 << m.term;
      if (m.exact && m.typos === 0) exactMask[id]! |= 1 << m.term;
    }
  }
  return { mask, exactMask, concat, parts };
}

/**
 * Proximity, attribute and exact of one record, from the token ids of its searchable groups in
 * the order of searchableAttributes (Algolia's definitions, decision 0900;
 * docs/requirements/search.md#attribute-criterion). A one-word query reads only the first group
 * with a match.
 */
export function positionCriteria(
  groups: readonly Int32Array[],
  ordered: readonly boolean[],
  masks: TokenMasks,
  nTerms: number,
  minProximity = false,
): PositionCriteria {
  const { mask, exactMask, concat } = masks;
  const partBits = masks.parts.size ? partsByGroup(groups, masks.parts, mask) : null;
  let attribute = Number.MAX_SAFE_INTEGER;
  if (scratch.exact.length < nTerms)
    scratch = { exact: new Uint8Array(nTerms), matched: new Uint8Array(nTerms), pair: new Int32Array(nTerms), last: new Int32Array(nTerms) };
  const { exact, matched, pair, last } = scratch;
  exact.fill(0, 0, nTerms);
  matched.fill(0, 0, nTerms);
  pair.fill(MAX_PROXIMITY, 0, nTerms);
  const single = nTerms === 1;
  // Per pair of consecutive terms: the best attribute among those giving its smallest distance.
  const pairAt = new Array<number>(nTerms).fill(Number.MAX_SAFE_INTEGER);
  const closer = (j: number, d: number, at: number) => {
    if (d < pair[j]! || (d === pair[j]! && at < pairAt[j]!)) pairAt[j] = at;
    if (d < pair[j]!) pair[j] = d;
  };
  for (let g = 0; g < groups.length; g++) {
    if (single && attribute !== Number.MAX_SAFE_INTEGER) break;
    const ids = groups[g]!;
    last.fill(-1, 0, nTerms);
    let groupAt = -1;
    for (let p = 0; p < ids.length; p++) {
      const id = ids[p]!;
      let bits = mask[id]!;
      const part = partBits ? masks.parts.get(id) : undefined;
      if (part && partBits!.counts(g, part[0])) bits |= 1 << part[0];
      const joined = concat.size ? concat.get(id) : undefined;
      if (bits === 0 && joined === undefined) continue;
      const at = g * 1000 + (ordered[g] ? Math.min(p, 999) : 0);
      if (groupAt < 0) groupAt = at;
      if (at < attribute) attribute = at;
      if (single) break;
      if (joined !== undefined && joined + 1 < nTerms) {
        matched[joined] = 1;
        matched[joined + 1] = 1;
        if (1 < pair[joined]! || (1 === pair[joined]! && groupAt < pairAt[joined]!)) pairAt[joined] = groupAt;
        pair[joined] = 1;
        last[joined] = p;
        last[joined + 1] = p;
      }
      const ex = exactMask[id]!;
      for (let j = 0; bits !== 0; j++, bits >>>= 1) {
        if ((bits & 1) === 0) continue;
        matched[j] = 1;
        if (ex & (1 << j)) exact[j] = 1;
        if (j > 0 && last[j - 1]! >= 0) closer(j - 1, p - last[j - 1]!, groupAt);
        if (j + 1 < nTerms && last[j + 1]! >= 0) closer(j, p - last[j + 1]! + 1, groupAt);
        last[j] = p;
      }
    }
  }
  let proximity = 0;
  for (let j = 0; j + 1 < nTerms; j++) if (matched[j] && matched[j + 1]) proximity += Math.min(MAX_PROXIMITY, Math.max(1, pair[j]!));
  let nExact = 0;
  for (let j = 0; j < nTerms; j++) nExact += exact[j]!;
  if (minProximity) {
    // attributeCriteriaComputedBy minProximity: the best attribute among those forming the proximity.
    let formed = Number.MAX_SAFE_INTEGER;
    for (let j = 0; j + 1 < nTerms; j++) if (matched[j] && matched[j + 1] && pair[j]! < MAX_PROXIMITY && pairAt[j]! < formed) formed = pairAt[j]!;
    if (formed !== Number.MAX_SAFE_INTEGER) attribute = formed;
  }
  return { proximity, attribute: attribute === Number.MAX_SAFE_INTEGER ? 999_999 : attribute, exact: nExact };
}

/** Where the parts of split or decompounded terms count (docs/requirements/search.md#attribute-criterion). */
function partsByGroup(
  groups: readonly Int32Array[],
  parts: ReadonlyMap<number, readonly [number, number, number]>,
  mask: Uint32Array,
): { counts: (g: number, term: number) => boolean } {
  const size = new Map<number, number>();
  for (const [, [term, , n]] of parts) size.set(term, n);
  // Per attribute, per term: the parts found there (all of them where the whole word is).
  const seen = groups.map(() => new Map<number, number>());
  groups.forEach((ids, g) => {
    for (const id of ids) {
      const p = parts.get(id);
      if (p) seen[g]!.set(p[0], (seen[g]!.get(p[0]) ?? 0) | (1 << p[1]));
      const direct = mask[id]!;
      if (direct) for (const [term, n] of size) if (direct & (1 << term)) seen[g]!.set(term, (1 << n) - 1);
    }
  });
  const full = (g: number, term: number) => seen[g]!.get(term) === (1 << size.get(term)!) - 1;
  // Per term: -1 when an attribute holds every part, else the attribute where the term completes.
  const completeAt = new Map<number, number>();
  for (const [term, n] of size) {
    if (groups.some((_, g) => full(g, term))) {
      completeAt.set(term, -1);
      continue;
    }
    let at = 0;
    for (let k = 0; k < n; k++) {
      const first = seen.findIndex((m) => ((m.get(term) ?? 0) & (1 << k)) !== 0);
      if (first > at) at = first;
    }
    completeAt.set(term, at);
  }
  return { counts: (g, term) => (completeAt.get(term) === -1 ? full(g, term) : completeAt.get(term) === g) };
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
