import { EngineInputError } from './errors';
import { scalarsAt } from './attributes';

/**
 * Algolia's record filters (`filters`, `facetFilters`, `numericFilters`, `tagFilters`; decision
 * 0901), with Algolia's syntax error wording. Facet filters need the attribute in
 * attributesForFaceting; numeric filters work on any numeric attribute. Filters of several
 * sources are compiled apart and ANDed (decision 1005).
 */

/** A compiled filter: true when the record passes. */
export type RecordPredicate = (record: Record<string, unknown>) => boolean;

/** Thrown for a filter string the engine cannot read; the twin answers 400 with its message. */
export class FilterSyntaxError extends EngineInputError {}

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
 * The filter parameters of one query or one key, each compiled on its own
 * (docs/requirements/search.md#filters-combine-parsed). Throws FilterSyntaxError (400).
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
  if (cmp) {
    const attribute = unquote(cmp[1]!);
    const op = cmp[2]!;
    const value = Number(cmp[3]);
    const test = (x: number) => (op === '<' ? x < value : op === '<=' ? x <= value : op === '>' ? x > value : op === '>=' ? x >= value : x === value);
    const nums = (r: Record<string, unknown>) => scalarsAt(r, attribute).filter((x): x is number => typeof x === 'number');
    if (op === '!=') return (r) => !nums(r).some((x) => x === value);
    return (r) => nums(r).some(test);
  }
  const range = RANGE_RE.exec(expr);
  if (range) {
    const attribute = unquote(range[1]!);
    const lo = Number(range[2]);
    const hi = Number(range[3]);
    return (r) => scalarsAt(r, attribute).some((x) => typeof x === 'number' && x >= lo && x <= hi);
  }
  return null;
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
  const attribute = text.slice(0, at).trim();
  let value = text.slice(at + 1).trim();
  if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
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

/** A list filter given as a string: a JSON array, or Algolia's URL form `a,(b,c)` (generateSecuredApiKey's). */
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

/** Length of a numeric comparison or range starting at `i` of a filters string, or 0. */
function numericAt(src: string, i: number): number {
  const m = /^("[^"]+"|[^\s<>=!:()"]+)\s*(?:(?:<=|>=|!=|<|>|=)\s*-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|:\s*-?\d+(?:\.\d+)?\s+TO\s+-?\d+(?:\.\d+)?)/i.exec(
    src.slice(i, i + 400),
  );
  if (!m) return 0;
  const word = /^[A-Za-z]+$/.exec(m[1]!)?.[0]?.toUpperCase();
  return word === 'AND' || word === 'OR' || word === 'NOT' ? 0 : m[0].length;
}

/** A token of a filters string and where it starts (0-based, for Algolia's `at col N`). */
type Token = ({ kind: 'and' | 'or' | 'not' | 'open' | 'close' } | { kind: 'term'; text: string }) & { at: number };

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '(') {
      out.push({ kind: 'open', at: i });
      i++;
    } else if (c === ')') {
      out.push({ kind: 'close', at: i });
      i++;
    } else if (numericAt(src, i)) {
      const len = numericAt(src, i)!;
      out.push({ kind: 'term', text: src.slice(i, i + len), at: i });
      i += len;
    } else {
      let j = i;
      let quoted = false;
      while (j < src.length) {
        const d = src[j]!;
        if (d === '"') quoted = !quoted;
        else if (!quoted && (/\s/.test(d) || d === '(' || d === ')')) break;
        j++;
      }
      if (quoted) throw new FilterSyntaxError(`filters: Unterminated string at col ${i + 1}`);
      const word = src.slice(i, j);
      const upper = word.toUpperCase();
      if (upper === 'AND' || upper === 'OR' || upper === 'NOT') out.push({ kind: upper.toLowerCase() as 'and' | 'or' | 'not', at: i });
      else out.push({ kind: 'term', text: word, at: i });
      i = j;
    }
  }
  return out;
}

/** A token as Algolia's parser names it in its messages (`')'`, `'AND'`, `string(x)`). */
function describe(t: Token | undefined): string {
  if (!t) return 'end of filter';
  if (t.kind === 'term') return `string(${t.text.slice(0, 80)})`;
  return `'${t.kind === 'open' ? '(' : t.kind === 'close' ? ')' : t.kind.toUpperCase()}'`;
}

/** Compiles an Algolia `filters` string. Throws FilterSyntaxError (unknown attribute, bad syntax). */
export function compileFilters(input: unknown, known: ReadonlySet<string>): RecordPredicate | null {
  if (input === undefined || input === null || input === '') return null;
  if (typeof input !== 'string') throw new FilterSyntaxError('filters must be a string');
  if (input.length > MAX_FILTER_LENGTH) throw new FilterSyntaxError('filters is too long');
  const tokens = tokenize(input);
  let pos = 0;
  const peek = () => tokens[pos];
  // Algolia's message: `filters: Unexpected token ')' expected end of filter at col 9` (1-based).
  const unexpected = (t: Token | undefined, expected: string) =>
    new FilterSyntaxError(`filters: Unexpected token ${describe(t)} expected ${expected} at col ${(t?.at ?? input.length) + 1}`);
  const parseOr = (depth: number): RecordPredicate => {
    const parts = [parseAnd(depth)];
    while (peek()?.kind === 'or') {
      pos++;
      parts.push(parseAnd(depth));
    }
    return parts.length === 1 ? parts[0]! : (r) => parts.some((p) => p(r));
  };
  const parseAnd = (depth: number): RecordPredicate => {
    const parts = [parseUnary(depth)];
    while (peek()?.kind === 'and') {
      pos++;
      parts.push(parseUnary(depth));
    }
    return parts.length === 1 ? parts[0]! : (r) => parts.every((p) => p(r));
  };
  const parseUnary = (depth: number): RecordPredicate => {
    if (depth > 20) throw new FilterSyntaxError('filters: nested too deep');
    const t = tokens[pos++];
    if (!t) throw unexpected(t, 'filter');
    if (t.kind === 'not') {
      const inner = parseUnary(depth + 1);
      return (r) => !inner(r);
    }
    if (t.kind === 'open') {
      const inner = parseOr(depth + 1);
      if (peek()?.kind !== 'close') throw unexpected(peek(), "')'");
      pos++;
      return inner;
    }
    // `color:` with nothing after the colon: Algolia wants a value there (a quoted "" is one).
    if (t.kind === 'term' && /:\s*$/.test(t.text)) throw unexpected(tokens[pos], 'value');
    if (t.kind === 'term') return numericTest(t.text) ?? facetTest(t.text, known);
    throw unexpected(t, 'filter');
  };
  const predicate = parseOr(0);
  if (pos !== tokens.length) throw unexpected(tokens[pos], 'end of filter');
  return predicate;
}
