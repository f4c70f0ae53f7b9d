import { RECORD_TYPES, type RecordType } from './records';

/** What a visitor asked for, cleaned (docs/requirements/search.md#search-input). */
export interface SearchInput {
  query: string;
  page: number;
  types: RecordType[];
  categories: string[];
}

/** Longest query kept, in characters. */
export const MAX_QUERY_CHARS = 200;
const UTF8 = new TextEncoder();

/** Algolia answers 400 to a query over 512 bytes of UTF-8. */
export const MAX_QUERY_BYTES = 512;

/** Whether a cleaned query is over {@link MAX_QUERY_BYTES} (docs/requirements/search.md#query-length). */
export function isQueryTooLong(query: string): boolean {
  return UTF8.encode(query).length > MAX_QUERY_BYTES;
}
/** Highest page a URL may ask for (Algolia's paginationLimitedTo 1000 / 10 per page). */
export const MAX_PAGE = 100;
/** Most values per facet in one request. */
export const MAX_FACET_VALUES = 10;

// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** A string without control characters, whitespace collapsed, cut to `max` characters. */
export function cleanText(value: string | null | undefined, max: number): string {
  if (!value) return '';
  // A bounded prefix: a 1 MB query costs no more than a short one.
  return value
    .slice(0, max * 4)
    .replace(CONTROL_RE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/**
 * Reads `?q=`, `?page=`, `?type=` and `?category=` (repeatable) of the search page and
 * `/api/search` (docs/requirements/search.md#search-input). Never throws.
 */
export function parseSearchParams(params: URLSearchParams): SearchInput {
  const query = cleanText(params.get('q'), MAX_QUERY_CHARS);
  const rawPage = Number.parseInt((params.get('page') ?? '1').slice(0, 12), 10);
  const page = Number.isFinite(rawPage) ? Math.min(MAX_PAGE, Math.max(1, rawPage)) : 1;
  const types = [...new Set(params.getAll('type').slice(0, 50))]
    .filter((t): t is RecordType => (RECORD_TYPES as readonly string[]).includes(t))
    .slice(0, MAX_FACET_VALUES);
  const categories = [
    ...new Set(
      params
        .getAll('category')
        .slice(0, 50)
        .map((c) => cleanText(c, 100))
        .filter(Boolean),
    ),
  ].slice(0, MAX_FACET_VALUES);
  return { query, page, types, categories };
}

/** The query string of a search URL for `input` (links of facets and pages; no-JS forms). */
export function searchQueryString(input: Partial<SearchInput>): string {
  const p = new URLSearchParams();
  if (input.query) p.set('q', input.query);
  for (const t of input.types ?? []) p.append('type', t);
  for (const c of input.categories ?? []) p.append('category', c);
  if (input.page && input.page > 1) p.set('page', String(input.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}
