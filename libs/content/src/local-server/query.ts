import type { Story } from '../types';

/**
 * Listing semantics of `GET /v2/cdn/stories` (Storyblok CDN API v2): slug matching with `*`
 * wildcards, `filter_query` operations, `sort_by` and `search_term`. Pure functions over CDN
 * story objects; an invalid parameter throws ParamError, which the API answers with 422.
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

function fieldValue(story: Story, field: string): unknown {
  return (story.content as Record<string, unknown>)[field];
}

const OPS = [
  'is',
  'in',
  'not_in',
  'like',
  'not_like',
  'in_array',
  'all_in_array',
  'gt_date',
  'lt_date',
  'gt_int',
  'lt_int',
  'gt_float',
  'lt_float',
] as const;
type Op = (typeof OPS)[number];

function likeRegExp(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i');
}

function toDate(value: unknown): number {
  return typeof value === 'string' ? Date.parse(value.replace(' ', 'T') + (value.length <= 16 ? 'Z' : '')) : NaN;
}

function test(op: Op, actual: unknown, arg: string): boolean {
  const list = arg.split(',');
  const asText = actual === undefined || actual === null ? '' : String(actual);
  switch (op) {
    case 'is':
      if (arg === 'empty') return asText === '' || (Array.isArray(actual) && actual.length === 0);
      if (arg === 'not_empty') return asText !== '' && !(Array.isArray(actual) && actual.length === 0);
      if (arg === 'true' || arg === 'false') return String(actual === true || actual === 'true') === arg;
      if (arg === 'null') return actual === null || actual === undefined;
      if (arg === 'not_null') return actual !== null && actual !== undefined;
      return asText === arg;
    case 'in':
      return Array.isArray(actual) ? actual.some((v) => list.includes(String(v))) : list.includes(asText);
    case 'not_in':
      return Array.isArray(actual) ? !actual.some((v) => list.includes(String(v))) : !list.includes(asText);
    case 'like':
      return likeRegExp(arg).test(asText);
    case 'not_like':
      return !likeRegExp(arg).test(asText);
    case 'in_array':
      return Array.isArray(actual) && actual.some((v) => list.includes(String(v)));
    case 'all_in_array':
      return Array.isArray(actual) && list.every((v) => actual.map(String).includes(v));
    case 'gt_date':
    case 'lt_date': {
      const a = toDate(actual);
      const b = toDate(arg);
      if (Number.isNaN(b)) throw new ParamError('filter_query', `${op} needs a date "YYYY-MM-DD HH:mm"`);
      return !Number.isNaN(a) && (op === 'gt_date' ? a > b : a < b);
    }
    default: {
      const b = Number(arg);
      if (Number.isNaN(b)) throw new ParamError('filter_query', `${op} needs a number`);
      const a = op.endsWith('_int') ? parseInt(asText, 10) : parseFloat(asText);
      return !Number.isNaN(a) && (op.startsWith('gt') ? a > b : a < b);
    }
  }
}

/** A parsed filter_query: AND of conditions, with optional `__or` groups (each an AND). */
export interface FilterQuery {
  [field: string]: Record<string, string> | FilterQuery[] | undefined;
}

/** True when the story passes every condition (Storyblok's filter_query semantics). */
export function matchesFilter(story: Story, filter: FilterQuery): boolean {
  for (const [field, cond] of Object.entries(filter)) {
    if (field === '__or') {
      const groups = Array.isArray(cond) ? cond : Object.values(cond ?? {});
      if (!(groups as FilterQuery[]).some((g) => matchesFilter(story, g))) return false;
      continue;
    }
    if (!cond || typeof cond !== 'object' || Array.isArray(cond)) throw new ParamError('filter_query', `bad condition on ${field}`);
    for (const [op, arg] of Object.entries(cond)) {
      if (!(OPS as readonly string[]).includes(op)) throw new ParamError('filter_query', `unknown operation "${op}"`);
      if (!test(op as Op, fieldValue(story, field), String(arg))) return false;
    }
  }
  return true;
}

/**
 * Parses `filter_query[field][op]=value` (and `filter_query[__or][0][field][op]`) from the flat
 * query keys as storyblok-js-client sends them.
 */
export function parseFilterQuery(query: URLSearchParams): FilterQuery | null {
  let found = false;
  const root: Record<string, unknown> = {};
  for (const [key, value] of query) {
    if (!key.startsWith('filter_query[')) continue;
    const parts = [...key.slice('filter_query'.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!);
    if (parts.length < 2) throw new ParamError('filter_query', `malformed key ${key}`);
    found = true;
    let node = root;
    for (const part of parts.slice(0, -1)) {
      node[part] = (node[part] as Record<string, unknown>) ?? {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]!] = value;
  }
  return found ? (root as FilterQuery) : null;
}

function sortValue(story: Story, field: string): unknown {
  if (field.startsWith('content.')) return fieldValue(story, field.slice('content.'.length));
  return (story as unknown as Record<string, unknown>)[field];
}

/**
 * Sorts by `sort_by` = `field:asc|desc[:int|:float]` (content fields as `content.x`), several
 * comma-separated. Default (no sort_by): `position:asc`, then `created_at:desc`, then id.
 */
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
