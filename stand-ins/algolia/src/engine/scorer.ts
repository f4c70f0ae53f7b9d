import { components, count, type AnyOrama } from '@orama/orama';
import { withinDistance } from './languages';

/** The parts of Orama's default index component (Orama 3.1) the scorer reads: radix trees and BM25 statistics per property. */
interface OramaIndexData {
  indexes: Record<string, { node: RadixNode }>;
  tokenOccurrences: Record<string, Record<string, number>>;
  avgFieldLength: Record<string, number | undefined>;
  fieldLengths: Record<string, Array<number | undefined>>;
}

/** Orama's default index store of a database, in the shape above. */
function indexData(db: AnyOrama): OramaIndexData {
  return (db.data as unknown as { index: OramaIndexData }).index;
}

/** A node of Orama's radix tree: edge label `s`, children `c`, word `w` and its documents `d` when `e`. */
export interface RadixNode {
  s: string;
  c: Map<string, RadixNode>;
  d: Set<number>;
  e: boolean;
  w: string;
}

/**
 * The subtree of every token starting with `term`, or null: walked here because Orama's `find`
 * de-duplicates each token's documents quadratically.
 */
export function prefixNode(root: RadixNode, term: string): RadixNode | null {
  let node = root;
  let i = 0;
  while (i < term.length) {
    const child = node.c.get(term[i]!);
    if (!child) return null;
    const label = child.s;
    let j = 0;
    while (j < label.length && i + j < term.length && label[j] === term[i + j]) j++;
    if (j === label.length) {
      node = child;
      i += j;
    } else if (i + j === term.length) {
      return child;
    } else return null;
  }
  return node;
}

/** Word nodes of every token starting with `term`. */
export function prefixWords(root: RadixNode, term: string): RadixNode[] {
  const start = prefixNode(root, term);
  return start ? wordNodes(start) : [];
}

/** Word nodes within `tolerance` typos of `term` (Levenshtein of the whole token), prefix matches included. */
function typoNodes(words: readonly IndexedWord[], term: string, tolerance: number): RadixNode[] {
  const out: RadixNode[] = [];
  const t0 = term.charCodeAt(0);
  const t1 = term.charCodeAt(1);
  for (const { word: w, node } of words) {
    if (Math.abs(w.length - term.length) > tolerance) {
      if (w.length > term.length && w.startsWith(term)) out.push(node);
      continue;
    }
    // One edit keeps the first letter, or moves the second into its place (or the reverse).
    if (tolerance === 1) {
      const w0 = w.charCodeAt(0);
      const w1 = w.charCodeAt(1);
      if (w0 !== t0 && w1 !== t1 && w0 !== t1 && w1 !== t0) continue;
    }
    if (w.startsWith(term) || withinDistance(w, term, tolerance)) out.push(node);
  }
  return out;
}

/** A token of a property with its node; `word` is a flat copy of the node's rope-built `w`. */
export interface IndexedWord {
  word: string;
  node: RadixNode;
  idf: number;
}

/** A flat copy of a string: Orama's node words are ropes, which V8 walks on every character read. */
function flat(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/** Every word node under `start` (itself included) that holds documents. */
function wordNodes(start: RadixNode): RadixNode[] {
  const out: RadixNode[] = [];
  const stack = [start];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.e && node.d.size) out.push(node);
    for (const child of node.c.values()) stack.push(child);
  }
  return out;
}

/** Orama's BM25 defaults (search-fulltext `applyDefault`): k1, b and the BM25+ delta. */
const K = 1.2;
const B = 0.75;
const D = 0.5;

/** One lookup of a query word: a token prefix (or a word within `tolerance` typos) and its weight. */
export interface TermLookup {
  term: string;
  tolerance: number;
  weight: number;
}

/**
 * What the scorer derives from a database state, per property, dropped with every write: the
 * per-document part of BM25 (tf = 1 / field length, since the tokenizer emits each token once per
 * field) and every token with its node and idf, scanned for typo matches.
 */
export class ScorerCache {
  private shapes = new Map<string, Float64Array>();
  private words = new Map<string, IndexedWord[]>();
  private byNode = new Map<RadixNode, IndexedWord>();
  private byText = new Map<string, Map<string, IndexedWord>>();

  /** Forgets everything (the tokens, field lengths or their average changed). */
  clear(): void {
    this.shapes.clear();
    this.words.clear();
    this.byNode.clear();
    this.byText.clear();
  }

  /** The token of a word node of `prop`, by identity. */
  wordOfNode(db: AnyOrama, prop: string, node: RadixNode): IndexedWord | undefined {
    let entry = this.byNode.get(node);
    if (!entry) {
      this.wordsOf(db, prop);
      entry = this.byNode.get(node);
    }
    return entry;
  }

  wordMapOf(db: AnyOrama, prop: string): Map<string, IndexedWord> {
    let map = this.byText.get(prop);
    if (!map) {
      map = new Map(this.wordsOf(db, prop).map((w) => [w.word, w]));
      this.byText.set(prop, map);
    }
    return map;
  }

  /** Tokens of a property as flat strings with their idf, built once per property and state. */
  wordsOf(db: AnyOrama, prop: string): IndexedWord[] {
    let list = this.words.get(prop);
    if (!list) {
      const index = indexData(db);
      const root = index.indexes[prop]?.node;
      const occurrences = index.tokenOccurrences[prop] ?? {};
      const docsCount = count(db) as number;
      list = (root ? wordNodes(root) : []).map((node) => {
        const word = flat(node.w);
        const matching = occurrences[word] ?? 0;
        const entry = { word, node, idf: Math.log(1 + (docsCount - matching + 0.5) / (matching + 0.5)) };
        this.byNode.set(node, entry);
        return entry;
      });
      this.words.set(prop, list);
    }
    return list;
  }

  /** The idf of a word node of `prop` (0 for a node the index no longer holds). */
  idfOf(db: AnyOrama, prop: string, node: RadixNode): number {
    let entry = this.byNode.get(node);
    if (!entry) {
      this.wordsOf(db, prop);
      entry = this.byNode.get(node);
    }
    return entry?.idf ?? 0;
  }

  shapeOf(db: AnyOrama, prop: string, size: number): Float64Array {
    const index = indexData(db);
    let shape = this.shapes.get(prop);
    if (shape && shape.length >= size) return shape;
    shape = new Float64Array(size);
    const lengths = index.fieldLengths[prop] ?? [];
    const avg = index.avgFieldLength[prop] || 1;
    for (let id = 0; id < size; id++) {
      const len = lengths[id];
      if (!len) continue;
      const tf = 1 / len;
      shape[id] = (D + tf * (K + 1)) / (tf + K * (1 - B + (B * len) / avg));
    }
    this.shapes.set(prop, shape);
    return shape;
  }
}

/**
 * BM25 scores of one query word over an Orama database (decision 0810): Orama's formula (BM25+,
 * k1 1.2, b 0.75, d 0.5, `boost` per property), each matching token scored once per property into
 * a typed array, nothing sorted or fetched. Returns the ids that matched; their scores are in
 * `scores` (caller-owned zeros of at least `maxInternalId(db) + 1`; the caller zeroes them after).
 */
export function scoreWord(
  db: AnyOrama,
  lookups: readonly TermLookup[],
  boost: Readonly<Record<string, number>>,
  scores: Float64Array,
  cache: ScorerCache,
): number[] {
  const index = indexData(db);
  const touched: number[] = [];
  for (const [prop, propBoost] of Object.entries(boost)) {
    const tree = index.indexes[prop];
    if (!tree) continue;
    const shape = cache.shapeOf(db, prop, scores.length);
    const seen = new Set<RadixNode>();
    for (const lookup of lookups) {
      const nodes = lookup.tolerance > 0 ? typoNodes(cache.wordsOf(db, prop), lookup.term, lookup.tolerance) : prefixWords(tree.node, lookup.term);
      for (const node of nodes) {
        if (seen.has(node)) continue;
        seen.add(node);
        const factor = cache.idfOf(db, prop, node) * propBoost * lookup.weight;
        for (const id of node.d) {
          if (scores[id] === 0) touched.push(id);
          scores[id]! += factor * shape[id]!;
        }
      }
    }
  }
  return touched;
}

/** Largest internal document id of a database (sizes the scorer's typed arrays). */
export function maxInternalId(db: AnyOrama): number {
  return (db.internalDocumentIDStore as { internalIdToId: string[] }).internalIdToId.length;
}

/** Orama's internal id of a document id (our objectID); stable while the database lives. */
export function internalId(db: AnyOrama, objectID: string): number {
  return components.internalDocumentIDStore.getInternalDocumentId(db.internalDocumentIDStore as never, objectID);
}
