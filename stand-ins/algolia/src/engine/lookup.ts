import type { AnyOrama } from '@orama/orama';
import { typoDistance, type EngineLanguage } from './languages';
import { isPluralPair, PLURAL_REACH } from './plurals';
import type { QueryTerm } from './query-parse';
import type { Alternative } from './synonyms';
import { prefixWords, type IndexedWord, type RadixNode, type ScorerCache } from './scorer';

/** How an indexed token matches a query term (decision 0900); `span` 2: the token joins this term and the next. */
export interface TokenMatch {
  term: number;
  typos: number;
  exact: boolean;
  span: 1 | 2;
  /** Set when the token is one part of a split or decompounded term: its index among `parts`. */
  part?: number;
  /** How many parts the term was cut in (with `part`). */
  parts?: number;
}

/** What the lookups of a query found: token text -> its matches, and record ids per term. */
export interface LookupResult {
  tokens: Map<string, TokenMatch[]>;
  /** Per term, by record (internal) id: 0 = no match, else 1 + the fewest typos of a match. */
  perTerm: Uint8Array[];
  /** Record ids matching at least one term. */
  union: number[];
  /** Per record id: index (in `props`) of the first property where a term matched; 255: none known. */
  firstProp: Uint8Array;
}

/** Options of {@link lookupQuery}. */
export interface LookupOptions {
  language: EngineLanguage;
  ignorePlurals: boolean;
  /** Splitting and concatenation (on with typo tolerance, as Algolia). */
  splitConcat: boolean;
  /** German/Dutch decompounding of query words (decompoundQuery with such a query language). */
  decompound: boolean;
  /** Synonym alternatives of the query's terms (decision 0930). */
  alternatives?: readonly Alternative[];
}

/**
 * Finds in every searchable property the tokens matching each query term, Algolia's way (decision
 * 0900): the word, tokens it begins as a prefix, plural and singular forms (exact), tokens within
 * its typo budget, two adjacent terms written together and one term split in two words (one typo
 * each), and German and Dutch compounds split in indexed words.
 */
export function lookupQuery(
  db: AnyOrama,
  props: readonly string[],
  cache: ScorerCache,
  terms: readonly QueryTerm[],
  opts: LookupOptions,
  vocabulary: readonly string[],
  size: number,
): LookupResult {
  const tokens = new Map<string, TokenMatch[]>();
  const perTerm = terms.map(() => new Uint8Array(size));
  const union: number[] = [];
  const inUnion = new Uint8Array(size);
  const firstProp = new Uint8Array(size).fill(255);
  const mark = (term: number, id: number, typos: number) => {
    const arr = perTerm[term]!;
    const cur = arr[id]!;
    if (cur === 0 || typos + 1 < cur) arr[id] = typos + 1;
    if (inUnion[id] === 0) {
      inUnion[id] = 1;
      union.push(id);
    }
  };
  const roots = props.map((p, index) => ({
    prop: p,
    index,
    root: (db.data as unknown as { index: { indexes: Record<string, { node: RadixNode } | undefined> } }).index.indexes[p]?.node,
  }));
  const addToken = (word: string, match: TokenMatch) => {
    const list = tokens.get(word);
    if (!list) tokens.set(word, [match]);
    else {
      const same = list.find((m) => m.term === match.term && m.span === match.span);
      if (!same) list.push(match);
      else if (same.part !== undefined && match.part === undefined) Object.assign(same, match, { part: undefined, parts: undefined });
      else if (match.part !== undefined && same.part === undefined) return;
      else if (match.typos < same.typos || (match.typos === same.typos && match.exact && !same.exact)) Object.assign(same, match);
    }
  };
  const addDocs = (term: number, node: RadixNode, typos: number, prop: number) => {
    for (const id of node.d) {
      mark(term, id, typos);
      if (prop < firstProp[id]!) firstProp[id] = prop;
    }
  };

  terms.forEach((term, j) => {
    const t = term.word;
    // Typo candidates from the index's vocabulary once, then found in each property.
    const typos: Array<[string, number]> = [];
    if (term.maxTypos > 0) {
      const t0 = t.charCodeAt(0);
      const t1 = t.charCodeAt(1);
      for (const w of vocabulary) {
        const w0 = w.charCodeAt(0);
        const w1 = w.charCodeAt(1);
        if (w0 !== t0 && w1 !== t1 && w0 !== t1 && w1 !== t0) continue;
        if (w === t || (term.prefix && w.startsWith(t))) continue;
        const d = typoDistance(t, w, term.maxTypos, term.prefix);
        if (d > 0) typos.push([w, d]);
      }
    }
    for (const { prop, root, index } of roots) {
      if (!root) continue;
      const byText = cache.wordMapOf(db, prop);
      const found = new Set<RadixNode>();
      const hit = (w: IndexedWord | { word: string; node: RadixNode }, typos: number, exact: boolean) => {
        found.add(w.node);
        addToken(w.word, { term: j, typos, exact, span: 1 });
        addDocs(j, w.node, typos, index);
      };
      const own = byText.get(t);
      if (own) hit(own, 0, true);
      if (term.prefix) {
        for (const node of prefixWords(root, t)) {
          if (found.has(node) || !node.d.size) continue;
          const entry = cache.wordOfNode(db, prop, node);
          if (entry) hit(entry, 0, opts.ignorePlurals && isPluralPair(entry.word, t, opts.language));
        }
      }
      if (opts.ignorePlurals && term.phrase < 0 && t.length >= 3) {
        for (const node of prefixWords(root, t.slice(0, Math.max(2, t.length - PLURAL_REACH)))) {
          if (found.has(node)) continue;
          const entry = cache.wordOfNode(db, prop, node);
          if (entry && entry.word.length <= t.length + 4 && isPluralPair(entry.word, t, opts.language)) hit(entry, 0, true);
        }
      }
      for (const [w, d] of typos) {
        const entry = byText.get(w);
        if (entry && !found.has(entry.node)) hit(entry, d, false);
      }
    }
  });

  if (opts.splitConcat) {
    // Concatenation of adjacent terms: "hu 66" finds hu66, "smart pro" finds smartpro.
    for (let j = 0; j + 1 < terms.length; j++) {
      const a = terms[j]!;
      const b = terms[j + 1]!;
      if (a.phrase >= 0 || b.phrase >= 0) continue;
      const joined = a.word + b.word;
      for (const { prop, root, index } of roots) {
        if (!root) continue;
        const byText = cache.wordMapOf(db, prop);
        const nodes = b.prefix ? prefixWords(root, joined) : byText.get(joined) ? [byText.get(joined)!.node] : [];
        for (const node of nodes) {
          const entry = cache.wordOfNode(db, prop, node);
          if (!entry) continue;
          addToken(entry.word, { term: j, typos: 1, exact: false, span: 2 });
          addDocs(j, node, 1, index);
          addDocs(j + 1, node, 1, index);
        }
      }
    }
    // Split of one term in two indexed words: records with both words match it, with one typo.
    terms.forEach((term, j) => {
      if (term.phrase >= 0 || term.word.length < 4) return;
      for (let i = 2; i <= term.word.length - 2; i++) {
        const left = term.word.slice(0, i);
        const right = term.word.slice(i);
        partDocs(db, roots, cache, [left, right], false, (ids, words, propOf) => {
          for (const [w, k] of words) addToken(w, { term: j, typos: 1, exact: false, span: 1, part: k, parts: 2 });
          for (const id of ids) {
            mark(j, id, 1);
            if (propOf(id) < firstProp[id]!) firstProp[id] = propOf(id);
          }
        });
      }
    });
  }

  if (opts.decompound) {
    terms.forEach((term, j) => {
      if (term.phrase >= 0 || term.word.length < 8) return;
      const parts = decompose(term.word, (w) => roots.some(({ prop }) => cache.wordMapOf(db, prop).has(w)));
      if (!parts || parts.length < 2) return;
      partDocs(
        db,
        roots,
        cache,
        parts,
        term.prefix,
        (ids, words, propOf) => {
          for (const [w, k] of words) addToken(w, { term: j, typos: 0, exact: false, span: 1, part: k, parts: parts.length });
          for (const id of ids) {
            mark(j, id, 0);
            if (propOf(id) < firstProp[id]!) firstProp[id] = propOf(id);
          }
        },
        true,
      );
    });
  }
  // Synonyms: a record holding every word of an alternative matches the terms it stands for.
  for (const alt of opts.alternatives ?? []) {
    const covered = Array.from({ length: alt.count }, (_, k) => alt.from + k);
    const tokenFor = (w: string) => {
      for (const t of covered) addToken(w, { term: t, typos: alt.typos, exact: alt.exact, span: 1 });
    };
    if (alt.words.length === 1) {
      const w = alt.words[0]!;
      for (const { prop, root, index } of roots) {
        if (!root) continue;
        const own = cache.wordMapOf(db, prop).get(w);
        const entries = own ? [own] : [];
        // With ignorePlurals an alternative matches its plural and singular forms too.
        if (opts.ignorePlurals && w.length >= 3) {
          for (const node of prefixWords(root, w.slice(0, Math.max(2, w.length - PLURAL_REACH)))) {
            const entry = cache.wordOfNode(db, prop, node);
            if (entry && entry !== own && entry.word.length <= w.length + 4 && isPluralPair(entry.word, w, opts.language)) entries.push(entry);
          }
        }
        for (const entry of entries) {
          tokenFor(entry.word);
          for (const t of covered) addDocs(t, entry.node, alt.typos, index);
        }
      }
      continue;
    }
    partDocs(db, roots, cache, alt.words, false, (ids, words) => {
      for (const [w] of words) tokenFor(w);
      for (const id of ids) {
        for (const t of covered) mark(t, id, alt.typos);
        if (firstProp[id] === 255) firstProp[id] = 0;
      }
    });
  }
  return { tokens, perTerm, union, firstProp };
}

/**
 * Records holding every part of a term (the last a prefix when `lastPrefix`; inside an indexed
 * compound with `inCompounds`), with the matching tokens and per record the property the term
 * matches in (docs/requirements/search.md#attribute-criterion). Nothing when a part is missing.
 */
function partDocs(
  db: AnyOrama,
  roots: ReadonlyArray<{ prop: string; index: number; root: RadixNode | undefined }>,
  cache: ScorerCache,
  parts: readonly string[],
  lastPrefix: boolean,
  report: (ids: Set<number>, words: Array<[string, number]>, propOf: (id: number) => number) => void,
  inCompounds = false,
): void {
  let ids: Set<number> | null = null;
  const words: Array<[string, number]> = [];
  const byProp: Array<Array<Set<number>>> = [];
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k]!;
    const mine = new Set<number>();
    byProp.push(roots.map(() => new Set<number>()));
    for (const { prop, root, index } of roots) {
      if (!root) continue;
      const byText = cache.wordMapOf(db, prop);
      const nodes: RadixNode[] = [];
      if (lastPrefix && k === parts.length - 1) nodes.push(...prefixWords(root, part));
      else if (byText.has(part)) nodes.push(byText.get(part)!.node);
      if (inCompounds) for (const w of cache.wordsOf(db, prop)) if (w.word !== part && w.word.length > part.length && w.word.includes(part)) nodes.push(w.node);
      for (const node of nodes) {
        const entry = cache.wordOfNode(db, prop, node);
        if (entry) words.push([entry.word, k]);
        for (const id of node.d) {
          mine.add(id);
          byProp[k]![index]!.add(id);
        }
      }
    }
    if (mine.size === 0) return;
    if (ids === null) ids = mine;
    else {
      const prev: Set<number> = ids;
      ids = new Set([...mine].filter((id) => prev.has(id)));
    }
    if (ids.size === 0) return;
  }
  const propOf = (id: number): number => {
    for (let p = 0; p < roots.length; p++) if (byProp.every((perProp) => perProp[p]!.has(id))) return p;
    // No property holds them all: the term is complete where its last part is first found.
    let at = 0;
    for (const perProp of byProp) {
      const first = perProp.findIndex((ids) => ids.has(id));
      if (first > at) at = first;
    }
    return at;
  };
  if (ids) report(ids, words, propOf);
}

/**
 * Splits a compound into indexed words of at least 3 letters (German/Dutch linking `s`, `es`,
 * `n`, `en` between parts allowed), fewest parts first; null when no split exists.
 */
export function decompose(word: string, known: (w: string) => boolean): string[] | null {
  const n = word.length;
  const best: Array<string[] | null> = new Array(n + 1).fill(null);
  best[0] = [];
  for (let i = 0; i < n; i++) {
    const cur = best[i];
    if (!cur) continue;
    for (let j = i + 3; j <= n; j++) {
      const part = word.slice(i, j);
      if (j - i === n || !known(part)) continue;
      for (const link of ['', 's', 'es', 'n', 'en']) {
        const end = j + link.length;
        if (end > n || word.slice(j, end) !== link) continue;
        const next = [...cur, part];
        if (!best[end] || best[end]!.length > next.length) best[end] = next;
      }
    }
  }
  return best[n] ?? null;
}
