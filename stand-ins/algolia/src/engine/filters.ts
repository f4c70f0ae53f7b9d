import { scalarsAt } from './attributes';
import { FilterSyntaxError, parseFilters, type FilterNode } from './filter-syntax';

export { FilterSyntaxError };

/**
 * Algolia's record filters, as the embedded engine understands them (Algolia "filters",
 * "facetFilters", "numericFilters" and "tagFilters" parameters, decision 0901): `type:news`,
 * `category:"Key blanks"`, `brand.name:Silca` (nested), `NOT type:event`, `AND`/`OR`,
 * parentheses, numeric comparisons `price > 10`, `price != 3`, ranges `price:10 TO 20`,
 * `_tags:x`; facetFilters `["type:news", ["category:a", "category:b"], "-type:x"]` (outer AND,
 * inner OR, `-` negates); numericFilters `["price>10", ["year=2024", "year=2025"]]`; tagFilters
 * `["a", ["b", "c"], "-d"]`; a list given as a string is JSON or Algolia's URL form `a,(b,c)`.
 * Facet filters need the attribute in attributesForFaceting; numeric filters work on any numeric
 * attribute (as Algolia). `filters` strings are read as Algolia's parser reads them, with its
 * messages ({@link parseFilters}, decision 1067). Filters of several sources (query, API key, rule) are
 * compiled apart and ANDed ({@link compileFilterParams}, decision 1005).
 */

/** A compiled filter: true when the record passes. */
export type RecordPredicate = (record: Record<string, unknown>) => boolean;

/** The four filter parameters of a query, or of what an API key forces (Algolia's names). */
export interface FilterParams {
  filters?: unknown;
  facetFilters?: unknown;
  numericFilters?: unknown;
  tagFilters?: unknown;
}

/** The names of {@link FilterParams}: what a key's restriction keeps apart from its other parameters. */
export const FILTER_PARAMS = ['filters', 'facetFilters', 'numericFilters', 'tagFilters'] as const;

/**
 * The filter parameters of one query or one key, each compiled on its own, as record tests that
 * all must pass (docs/requirements/search.md#filters-combine-parsed). A key's filters and a query's
 * are two such sets, never one string: no text of one can close a parenthesis of the other.
 * Throws FilterSyntaxError (400) for any parameter the engine cannot read.
 */
export function compileFilterParams(p: FilterParams, known: ReadonlySet<string>): RecordPredicate[] {
  return [
    compileFilters(p.filters, known),
    compileFacetFilters(p.facetFilters, known),
    compileNumericFilters(p.numericFilters),
    compileTagFilters(p.tagFilters),
  ].filter((x): x is RecordPredicate => x !== null);
}

const MAX_FILTER_LENGTH = 4_000;

function valuesOf(record: Record<string, unknown>, attribute: string): string[] {
  return scalarsAt(record, attribute).map((x) => String(x).toLowerCase());
}

const NUMERIC_RE = /^\s*("[^"]+"|[^\s<>=!:()"]+)\s*(<=|>=|!=|<|>|=)\s*(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)\s*$/i;
const RANGE_RE = /^\s*("[^"]+"|[^\s<>=!:()"]+)\s*:\s*(-?\d+(?:\.\d+)?)\s+TO\s+(-?\d+(?:\.\d+)?)\s*$/i;

function unquote(s: string): string {
  return s.startsWith('"') && s.endsWith('"') && s.length >= 2 ? s.slice(1, -1) : s;
}

/** A numeric comparison or range (`price >= 10`, `price:10 TO 20`), or null when `expr` is neither. */
export function numericTest(expr: string): RecordPredicate | null {
  const cmp = NUMERIC_RE.exec(expr);
  if (cmp) return comparison(unquote(cmp[1]!), cmp[2]!, Number(cmp[3]));
  const range = RANGE_RE.exec(expr);
  if (range) return between(unquote(range[1]!), Number(range[2]), Number(range[3]));
  return null;
}

function comparison(attribute: string, op: string, value: number): RecordPredicate {
  const test = (x: number) => (op === '<' ? x < value : op === '<=' ? x <= value : op === '>' ? x > value : op === '>=' ? x >= value : x === value);
  const nums = (r: Record<string, unknown>) => scalarsAt(r, attribute).filter((x): x is number => typeof x === 'number');
  if (op === '!=') return (r) => !nums(r).some((x) => x === value);
  return (r) => nums(r).some(test);
}

function between(attribute: string, lo: number, hi: number): RecordPredicate {
  return (r) => scalarsAt(r, attribute).some((x) => typeof x === 'number' && x >= lo && x <= hi);
}

/** Compiles `numericFilters` (string, or array of strings and string arrays). Throws FilterSyntaxError. */
export function compileNumericFilters(input: unknown): RecordPredicate | null {
  return compileList(input, 'numericFilters', (expr) => {
    const negate = expr.trim().startsWith('-') && !/^\s*-\d/.test(expr);
    const test = numericTest(negate ? expr.trim().slice(1) : expr);
    if (!test) throw new FilterSyntaxError(`Invalid numericFilters "${expr.slice(0, 80)}"`);
    return negate ? (r) => !test(r) : test;
  });
}

/** Compiles `tagFilters` (tags of the `_tags` attribute; `-tag` negates). Throws FilterSyntaxError. */
export function compileTagFilters(input: unknown): RecordPredicate | null {
  return compileList(input, 'tagFilters', (expr) => {
    const negate = expr.startsWith('-');
    const tag = (negate ? expr.slice(1) : expr).toLowerCase();
    return (r) => valuesOf(r, '_tags').includes(tag) !== negate;
  });
}

/** A filter list (outer AND, inner OR) of single expressions compiled by `one`. */
function compileList(input: unknown, name: string, one: (expr: string) => RecordPredicate): RecordPredicate | null {
  if (input === undefined || input === null || input === '') return null;
  const list = typeof input === 'string' ? parseList(input, name) : input;
  if (!Array.isArray(list)) throw new FilterSyntaxError(`${name} must be an array`);
  const groups: RecordPredicate[] = list.map((item) => {
    if (typeof item === 'string') return one(item);
    if (Array.isArray(item) && item.every((x) => typeof x === 'string')) {
      const tests = item.map(one);
      return (r) => tests.some((t) => t(r));
    }
    throw new FilterSyntaxError(`${name} items must be strings or arrays of strings`);
  });
  return (r) => groups.every((g) => g(r));
}

function facetTest(expr: string, known: ReadonlySet<string>): RecordPredicate {
  let text = expr.trim();
  let negate = false;
  if (text.startsWith('-')) {
    negate = true;
    text = text.slice(1);
  }
  const at = text.indexOf(':');
  if (at <= 0) throw new FilterSyntaxError(`Invalid facet filter "${expr.slice(0, 80)}"`);
  let value = text.slice(at + 1).trim();
  if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
  return facetValueTest(text.slice(0, at).trim(), value, negate, known);
}

/** Records whose `attribute` has `value` (case-insensitive; `_tags` for tags), or have it not with `negate`. */
function facetValueTest(attribute: string, value: string, negate: boolean, known: ReadonlySet<string>): RecordPredicate {
  if (attribute === '_tags') {
    const tag = value.toLowerCase();
    return (r) => valuesOf(r, '_tags').includes(tag) !== negate;
  }
  if (!known.has(attribute)) throw new FilterSyntaxError(`Unknown attribute "${attribute.slice(0, 80)}" in filters (not in attributesForFaceting)`);
  const wanted = value.toLowerCase();
  return (r) => valuesOf(r, attribute).includes(wanted) !== negate;
}

/** Compiles `facetFilters` (string, or array of strings and string arrays). Throws FilterSyntaxError. */
export function compileFacetFilters(input: unknown, known: ReadonlySet<string>): RecordPredicate | null {
  if (input === undefined || input === null || input === '') return null;
  const list = typeof input === 'string' ? parseList(input, 'facetFilters') : input;
  if (!Array.isArray(list)) throw new FilterSyntaxError('facetFilters must be an array');
  const groups: RecordPredicate[] = list.map((item) => {
    if (typeof item === 'string') return facetTest(item, known);
    if (Array.isArray(item) && item.every((x) => typeof x === 'string')) {
      const tests = item.map((x) => facetTest(x, known));
      return (r) => tests.some((t) => t(r));
    }
    throw new FilterSyntaxError('facetFilters items must be strings or arrays of strings');
  });
  return (r) => groups.every((g) => g(r));
}

/**
 * A list filter given as a string: a JSON array, or Algolia's URL form (what algoliasearch's
 * generateSecuredApiKey writes for an array): items separated by commas, an OR group in
 * parentheses, `a,(b,c)`; commas inside double quotes belong to the value.
 */
function parseList(text: string, name: string): unknown {
  if (text.trim().startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch {
      throw new FilterSyntaxError(`${name}: not a valid JSON array`);
    }
  }
  if (text.length > MAX_FILTER_LENGTH) throw new FilterSyntaxError(`${name} is too long`);
  const out: Array<string | string[]> = [];
  let group: string[] | null = null;
  let item = '';
  let quoted = false;
  const push = () => {
    const value = item.trim();
    item = '';
    if (!value) throw new FilterSyntaxError(`${name}: empty filter in "${text.slice(0, 80)}"`);
    (group ?? out).push(value);
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    if (quoted) {
      item += c;
    } else if (c === '(' && group === null && !item.trim()) {
      group = [];
    } else if (c === ')' && group !== null) {
      push();
      out.push(group);
      group = null;
      if (i + 1 < text.length && text[i + 1] !== ',') throw new FilterSyntaxError(`${name}: expected "," after ")" at col ${i + 2}`);
      i++;
    } else if (c === ',') {
      push();
    } else {
      item += c;
    }
  }
  if (quoted || group !== null) throw new FilterSyntaxError(`${name}: unbalanced ${quoted ? 'quotes' : 'parentheses'}`);
  if (item.trim() || !/\)\s*$/.test(text)) push();
  return out;
}

/** The record test of a parsed `filters` string. */
function predicateOf(node: FilterNode, known: ReadonlySet<string>): RecordPredicate {
  switch (node.kind) {
    case 'and':
    case 'or': {
      const parts = node.parts.map((p) => predicateOf(p, known));
      return node.kind === 'and' ? (r) => parts.every((p) => p(r)) : (r) => parts.some((p) => p(r));
    }
    case 'numeric':
    case 'range': {
      const test = node.kind === 'range' ? between(node.attribute, node.lo, node.hi) : comparison(node.attribute, node.op, node.value);
      return node.negate ? (r) => !test(r) : test;
    }
    case 'tag':
      return facetValueTest('_tags', node.value, node.negate, known);
    case 'facet':
      return facetValueTest(node.attribute, node.value, node.negate, known);
  }
}

/** Compiles an Algolia `filters` string. Throws FilterSyntaxError (unknown attribute, bad syntax). */
export function compileFilters(input: unknown, known: ReadonlySet<string>): RecordPredicate | null {
  if (input === undefined || input === null || input === '') return null;
  if (typeof input !== 'string') throw new FilterSyntaxError('filters must be a string');
  if (input.length > MAX_FILTER_LENGTH) throw new FilterSyntaxError('filters is too long');
  return predicateOf(parseFilters(input), known);
}
