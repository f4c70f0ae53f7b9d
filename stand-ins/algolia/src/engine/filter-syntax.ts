import { EngineInputError } from './errors';

/**
 * Algolia's `filters` grammar as its engine reads it, after Algolia's own port of the parser
 * (algolia/algolia-filters-js-syntax-validator, `src/lexer.js`, `src/parser.js`; its test suite
 * `tests/parsingLogic.test.js` is the contract, decision 1067): operators in capitals only, OR
 * binding tighter than AND (a conjunction of disjunctions), `:` and the comparison operators as
 * tokens of their own, quotes `"` or `'`, and messages `Unexpected token X expected Y at col N`
 * with N the token's 0-based start, as the API answers them (prefixed `filters: `).
 */

/** Thrown for a filter string the engine cannot read; the twin answers 400 with its message. */
export class FilterSyntaxError extends EngineInputError {}

/** One filter of a `filters` string. `negate` is a leading NOT. */
export type FilterTerm =
  | { kind: 'numeric'; attribute: string; op: string; value: number; negate: boolean }
  | { kind: 'range'; attribute: string; lo: number; hi: number; negate: boolean }
  | { kind: 'facet'; attribute: string; value: string; negate: boolean }
  | { kind: 'tag'; value: string; negate: boolean };

/** A parsed `filters` string: ANDs of ORs of terms (parentheses may nest them). */
export type FilterNode = FilterTerm | { kind: 'and' | 'or'; parts: FilterNode[] };

type Kind = 'str' | 'num' | 'empty' | 'incomplete' | 'op' | 'lt' | 'gt' | 'colon' | 'open' | 'close' | 'comma' | 'and' | 'or' | 'not' | 'to' | 'eof';
interface Tok {
  kind: Kind;
  value: string;
  /** 0-based start, Algolia's `col` (the closing quote for `""`, as Algolia's lexer has it). */
  at: number;
  /** Characters the token spans in the input. */
  length: number;
}

/** How Algolia's messages name each token kind. */
const NAMES: Record<Kind, string> = {
  str: 'string',
  num: 'numeric',
  empty: 'empty string',
  incomplete: 'incomplete string',
  op: 'numeric operator',
  lt: '<',
  gt: '>',
  colon: "':'",
  open: "'('",
  close: "')'",
  comma: ',',
  and: "'AND'",
  or: "'OR'",
  not: "'NOT'",
  to: "'TO'",
  eof: 'end of filter',
};

const SEPARATORS = new Set([' ', '(', ')', '<', '>', '=', '!', ':', "'", '"']);
const isSpace = (c: string) => /\s/.test(c);
const WORDS: Record<string, Kind> = { OR: 'or', TO: 'to', NOT: 'not', AND: 'and' };

function quoted(s: string, i: number): Tok {
  const quote = s[i]!;
  let escape = false;
  for (let j = i + 1; j < s.length; j++) {
    if (s[j] === quote && !escape) {
      if (j === i + 1) return { kind: 'empty', value: '', at: j, length: 2 };
      return { kind: 'str', value: s.slice(i + 1, j).replace(/\\(.)/g, '$1'), at: i, length: j - i + 1 };
    }
    escape = s[j] === '\\' ? !escape : false;
  }
  return { kind: 'incomplete', value: s.slice(i + 1), at: i, length: s.length - i };
}

function word(s: string, i: number): Tok {
  let j = i;
  while (j < s.length && !SEPARATORS.has(s[j]!) && !isSpace(s[j]!)) j++;
  const value = s.slice(i, j);
  const kind = WORDS[value] ?? (/^-?\d+(\.\d*)?$/.test(value) ? 'num' : 'str');
  return { kind, value, at: i, length: j - i };
}

function lex(s: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    const two = s.slice(i, i + 2);
    let t: Tok;
    if (isSpace(c)) {
      i++;
      continue;
    } else if (two === '<=' || two === '>=' || two === '!=') t = { kind: 'op', value: two, at: i, length: 2 };
    else if (c === '=') t = { kind: 'op', value: '=', at: i, length: 1 };
    else if (c === '<' || c === '>') t = { kind: c === '<' ? 'lt' : 'gt', value: c, at: i, length: 1 };
    else if (c === '!') throw new FilterSyntaxError(`filters: Not allowed ! at col ${i}`);
    else if (c === '(' || c === ')') t = { kind: c === '(' ? 'open' : 'close', value: c, at: i, length: 1 };
    else if (c === ':' || c === ',') t = { kind: c === ':' ? 'colon' : 'comma', value: c, at: i, length: 1 };
    else if (c === '"' || c === "'") t = quoted(s, i);
    else t = word(s, i);
    out.push(t);
    i += t.length;
  }
  out.push({ kind: 'eof', value: '', at: s.length, length: 0 });
  return out;
}

type TermType = 'numeric' | 'facet' | 'tag';
const SAME_OR: Record<TermType, string> = {
  numeric:
    'Expected a numeric filter which needs to have one of the following form:\n - numeric_attr_name=10\n - numeric_attr_name>10\n - numeric_attr_name>=10\n - numeric_attr_name<10\n - numeric_attr_name<=10\n - numeric_attr_name!=10\n - numeric_attr_name:10 TO 20',
  facet: 'Expected a facet filter which needs to have this form:\n - facet_name:facet_value',
  tag: 'Expected a tag filter which needs to have this form:\n - _tags:tag_value\n - tag_value',
};

const MAX_DEPTH = 20;
const OR_OF_ANDS = 'filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed';

/**
 * Parses an Algolia `filters` string (docs/requirements/search.md#filters-combine-parsed) into
 * {@link FilterNode}s. Throws FilterSyntaxError with Algolia's message: an unexpected token
 * (`filters: Unexpected token string(dates) expected end of filter at col 15`), an OR of ANDs
 * (`filter (X AND Y) OR Z is not allowed, …`), filters of different types in one OR, `NOT` before a parenthesis, and
 * optional-filter scores (`<score=N>`), which the twin does not follow.
 */
export function parseFilters(input: string): FilterNode {
  const tokens = lex(input);
  let pos = 0;
  const peek = () => tokens[pos]!;
  const fail = (message: string) => new FilterSyntaxError(`filters: ${message}`);
  const unexpected = (t: Tok, expected: string) =>
    fail(
      `Unexpected token ${NAMES[t.kind]}${(t.kind === 'str' || t.kind === 'num') && t.value ? `(${t.value.slice(0, 80)})` : ''} expected ${expected} at col ${t.at}`,
    );
  // Algolia's parser remembers the operator of the groups it is inside and of the last one closed.
  const groups: (Kind | null)[] = [];
  let lastGroup: Kind | null = null;
  let termType: TermType | null = null;

  const parseAnd = (depth: number): FilterNode => {
    if (depth > MAX_DEPTH) throw fail('nested too deep');
    groups.push(null);
    const parts = [parseOr(depth)];
    while (peek().kind === 'and') {
      groups[groups.length - 1] = 'and';
      pos++;
      // An AND inside an OR: Algolia's test suite expects this wording here too (a OR (b OR c AND d)).
      if (groups.slice(0, -1).includes('or')) throw fail(OR_OF_ANDS);
      parts.push(parseOr(depth));
    }
    const own = groups.pop();
    if (own) lastGroup = own;
    return parts.length === 1 ? parts[0]! : { kind: 'and', parts };
  };
  const parseOr = (depth: number): FilterNode => {
    groups.push(null);
    let lastType: TermType | null = null;
    const parts: FilterNode[] = [];
    for (;;) {
      parts.push(parseTerm(depth));
      if (lastType && termType !== lastType) throw fail(`Different types are not allowed in the same OR.\n${SAME_OR[lastType]}`);
      lastType = termType;
      if (peek().kind !== 'or') break;
      groups[groups.length - 1] = 'or';
      pos++;
      if (lastGroup === 'and') throw fail(OR_OF_ANDS);
    }
    const own = groups.pop();
    if (own) lastGroup = own;
    return parts.length === 1 ? parts[0]! : { kind: 'or', parts };
  };
  const parseTerm = (depth: number): FilterNode => {
    termType = null;
    if (peek().kind === 'open') {
      pos++;
      const inner = parseAnd(depth + 1);
      if (peek().kind !== 'close') throw unexpected(peek(), "')'");
      pos++;
      return inner;
    }
    const negate = peek().kind === 'not';
    if (negate) pos++;
    const name = peek();
    if (name.kind !== 'str' && name.kind !== 'num') throw unexpected(name, 'filter');
    pos++;
    const next = peek();
    if (next.kind === 'lt' && tokens[pos + 1]?.value === 'score') throw fail('optional filter scores (<score=N>) are not supported by the search twin');
    if (next.kind === 'op' || next.kind === 'lt' || next.kind === 'gt') {
      pos++;
      const value = peek();
      if (value.kind !== 'num') throw unexpected(value, 'numeric');
      pos++;
      termType = 'numeric';
      return { kind: 'numeric', attribute: name.value, op: next.value, value: Number(value.value), negate };
    }
    if (next.kind === 'colon') {
      pos++;
      const value = peek();
      if (value.kind !== 'str' && value.kind !== 'num') throw unexpected(value, 'string');
      pos++;
      if (value.kind === 'num' && peek().kind === 'to') {
        pos++;
        const hi = peek();
        if (hi.kind !== 'num') throw unexpected(hi, 'numeric');
        pos++;
        termType = 'numeric';
        return { kind: 'range', attribute: name.value, lo: Number(value.value), hi: Number(hi.value), negate };
      }
      if (peek().kind === 'lt' && tokens[pos + 1]?.value === 'score') throw fail('optional filter scores (<score=N>) are not supported by the search twin');
      termType = name.value === '_tags' ? 'tag' : 'facet';
      return termType === 'tag' ? { kind: 'tag', value: value.value, negate } : { kind: 'facet', attribute: name.value, value: value.value, negate };
    }
    termType = 'tag';
    return { kind: 'tag', value: name.value, negate };
  };

  const tree = parseAnd(0);
  if (peek().kind !== 'eof') throw unexpected(peek(), 'end of filter');
  return tree;
}
