import type { Story } from '@silca/content';

/**
 * Listing semantics of `GET /v2/cdn/stories` (Storyblok CDN API v2), pure over CDN story objects;
 * an invalid parameter throws ParamError (422).
 */
export class ParamError extends Error {
  constructor(
    readonly param: string,
    message: string,
    readonly status: 400 | 422 = 422,
  ) {
    super(message);
    this.name = 'ParamError';
  }
}

/** `global/products/*` style pattern to a RegExp over full slugs (anchored). */
export function slugPattern(pattern: string): RegExp {
  const escaped = pattern
    .trim()
    .replace(/^\/+/, '')
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*');
  return new RegExp(`^${escaped}/?$`);
}

/** True when `slug` matches one of the comma-separated patterns. */
export function matchesAny(slug: string, patterns: string): boolean {
  return patterns
    .split(',')
    .filter((p) => p.trim())
    .some((p) => slugPattern(p).test(slug));
}

/** A content field by path (`seo.description`, `body.0.name`), as Storyblok's filter queries document; undefined when missing. */
function fieldValue(story: Story, field: string): unknown {
  let node: unknown = story.content;
  for (const step of field.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = Array.isArray(node) ? (/^\d+$/.test(step) ? node[Number(step)] : undefined) : (node as Record<string, unknown>)[step];
  }
  return node;
}

/** The operations of `filter_query`: every documented one, plus `in_array`, the former name the API still accepts. */
export const FILTER_OPERATIONS = [
  'is',
  'in',
  'not_in',
  'like',
  'not_like',
  'any_in_array',
  'in_array',
  'all_in_array',
  'gt_date',
  'lt_date',
  'gt_int',
  'lt_int',
  'gt_float',
  'lt_float',
] as const;
type Op = (typeof FILTER_OPERATIONS)[number];

/** Values of the `is` operation (a value type, not a value). */
export const IS_VALUES = ['empty', 'not_empty', 'empty_array', 'not_empty_array', 'true', 'false', 'null', 'not_null'] as const;

function likeRegExp(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i');
}

/** A date of content or of a query: `YYYY-MM-DD HH:mm` (UTC) or ISO 8601. */
function toDate(value: unknown): number {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return NaN;
  return Date.parse(value.replace(' ', 'T') + (value.length <= 16 ? (value.length === 10 ? 'T00:00Z' : 'Z') : ''));
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

function test(op: Op, actual: unknown, arg: string, field: string): boolean {
  const list = arg.split(',');
  const asText = actual === undefined || actual === null ? '' : String(actual);
  const items = Array.isArray(actual) ? actual.map(String) : null;
  switch (op) {
    case 'is':
      switch (arg as (typeof IS_VALUES)[number]) {
        case 'empty':
          return isBlank(actual) || (Array.isArray(actual) && actual.length === 0);
        case 'not_empty':
          return !isBlank(actual) && !(Array.isArray(actual) && actual.length === 0);
        case 'empty_array':
          return Array.isArray(actual) ? actual.length === 0 : isBlank(actual);
        case 'not_empty_array':
          return Array.isArray(actual) && actual.length > 0;
        case 'true':
        case 'false':
          return String(actual === true || actual === 'true') === arg;
        case 'null':
          return actual === null || actual === undefined;
        case 'not_null':
          return actual !== null && actual !== undefined;
        default:
          throw new ParamError('filter_query', `[${field}][is] must be one of ${IS_VALUES.join(', ')} (got "${arg}")`);
      }
    case 'in':
      // An empty value matches empty strings and missing values (changelog "Improved Filter Query").
      if (arg === '') return isBlank(actual);
      return items ? items.some((v) => list.includes(v)) : list.includes(asText);
    case 'not_in':
      return items ? !items.some((v) => list.includes(v)) : !list.includes(asText);
    case 'like':
      return likeRegExp(arg).test(asText);
    case 'not_like':
      return !likeRegExp(arg).test(asText);
    case 'any_in_array':
    case 'in_array':
      return !!items && items.some((v) => list.includes(v));
    case 'all_in_array':
      return !!items && list.every((v) => items.includes(v));
    case 'gt_date':
    case 'lt_date': {
      const a = toDate(actual);
      const b = toDate(arg);
      if (Number.isNaN(b)) throw new ParamError('filter_query', `[${field}][${op}] needs a date "YYYY-MM-DD HH:mm" (got "${arg}")`);
      return !Number.isNaN(a) && (op === 'gt_date' ? a > b : a < b);
    }
    default: {
      const b = Number(arg);
      if (arg.trim() === '' || Number.isNaN(b)) throw new ParamError('filter_query', `[${field}][${op}] needs a number (got "${arg}")`);
      // Non-numeric content values never match and are no error (changelog "Improved Filter Query").
      const a = op.endsWith('_int') ? parseInt(asText, 10) : parseFloat(asText);
      return !Number.isNaN(a) && (op.startsWith('gt') ? a > b : a < b);
    }
  }
}

/** A parsed filter_query: AND of conditions by field path, and `__or` groups (each an AND). */
export interface FilterQuery {
  conditions: Array<{ field: string; op: Op; arg: string }>;
  or: FilterQuery[];
}

/** True when the story passes every condition and, with `__or` groups, at least one group. */
export function matchesFilter(story: Story, filter: FilterQuery): boolean {
  for (const c of filter.conditions) if (!test(c.op, fieldValue(story, c.field), c.arg, c.field)) return false;
  return filter.or.length === 0 || filter.or.some((g) => matchesFilter(story, g));
}

function condition(field: string, op: string, arg: string): { field: string; op: Op; arg: string } {
  if (!field) throw new ParamError('filter_query', 'a condition needs a field: filter_query[field][operation]=value');
  if (!(FILTER_OPERATIONS as readonly string[]).includes(op)) {
    throw new ParamError('filter_query', `unknown operation "${op}" on ${field} (operations: ${FILTER_OPERATIONS.filter((o) => o !== 'in_array').join(', ')})`);
  }
  return { field, op: op as Op, arg };
}

/**
 * Parses `filter_query[field][op]=value` and the `__or` groups as storyblok-js-client sends them:
 * one group per `[]` key, or per index with `[0]`. A malformed key is refused with 422.
 */
export function parseFilterQuery(query: URLSearchParams): FilterQuery | null {
  const root: FilterQuery = { conditions: [], or: [] };
  const indexed = new Map<string, FilterQuery>();
  let found = false;
  for (const [key, value] of query) {
    if (key !== 'filter_query' && !key.startsWith('filter_query[')) continue;
    found = true;
    const rest = key.slice('filter_query'.length);
    const parts = [...rest.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!);
    if (parts.join('').length + parts.length * 2 !== rest.length) throw new ParamError('filter_query', `malformed key ${key}`);
    if (parts[0] === '__or') {
      if (parts.length !== 4) throw new ParamError('filter_query', `malformed key ${key}: expected filter_query[__or][][field][operation]`);
      const [, index, field, op] = parts as [string, string, string, string];
      let group: FilterQuery;
      if (index === '') root.or.push((group = { conditions: [], or: [] }));
      else if (/^\d+$/.test(index)) {
        group = indexed.get(index) ?? { conditions: [], or: [] };
        if (!indexed.has(index)) {
          indexed.set(index, group);
          root.or.push(group);
        }
      } else throw new ParamError('filter_query', `malformed key ${key}: an __or group is [] or a number`);
      group.conditions.push(condition(field, op, value));
      continue;
    }
    if (parts.length !== 2) throw new ParamError('filter_query', `malformed key ${key}: expected filter_query[field][operation]`);
    root.conditions.push(condition(parts[0]!, parts[1]!, value));
  }
  return found ? root : null;
}

function sortValue(story: Story, field: string): unknown {
  if (field.startsWith('content.')) return fieldValue(story, field.slice('content.'.length));
  return (story as unknown as Record<string, unknown>)[field];
}

/** Sorts by `sort_by` = `field:asc|desc[:int|:float]`, several comma-separated; default position, then newest, then id. */
export function sortStories(stories: Story[], sortBy: string | null): Story[] {
  const specs = (sortBy ?? 'position:asc,created_at:desc')
    .split(',')
    .filter(Boolean)
    .map((spec) => {
      const [field, dir = 'asc', type] = spec.split(':');
      if (!field || !['asc', 'desc'].includes(dir) || (type && !['int', 'float'].includes(type))) {
        throw new ParamError('sort_by', `"${spec}" is not field:asc|desc[:int|:float]`);
      }
      return { field, desc: dir === 'desc', numeric: !!type };
    });
  const cmp = (a: unknown, b: unknown, numeric: boolean): number => {
    if (numeric) return (Number(a) || 0) - (Number(b) || 0);
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    return String(a ?? '').localeCompare(String(b ?? ''), 'en', { sensitivity: 'base' });
  };
  return [...stories].sort((x, y) => {
    for (const s of specs) {
      const d = cmp(sortValue(x, s.field), sortValue(y, s.field), s.numeric);
      if (d !== 0) return s.desc ? -d : d;
    }
    return x.id - y.id;
  });
}

function collectText(node: unknown, out: string[]): void {
  if (typeof node === 'string') out.push(node);
  else if (Array.isArray(node)) node.forEach((n) => collectText(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) if (k !== '_uid' && k !== 'component') collectText(v, out);
  }
}

/** Phrase match of `search_term` (case-insensitive) in the name or any text of the localized content. */
export function matchesSearch(story: Story, term: string): boolean {
  const phrase = term.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!phrase) return true;
  const text: string[] = [story.name];
  collectText(story.content, text);
  return text.some((t) => t.toLowerCase().replace(/\s+/g, ' ').includes(phrase));
}
