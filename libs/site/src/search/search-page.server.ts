import { data, type LoaderFunctionArgs } from '@remix-run/node';
import type { Locale, ParsedPath } from '@silca/i18n';
import type { AccessPolicy, RequestScope, ViewerRoles } from '@silca/content';
import {
  isQueryTooLong,
  parseSearchParams,
  SEARCH_STRINGS,
  type SearchInput,
  type SearchResultPage,
  type SearchService,
  type SearchStrings,
} from '@silca/search';
import { market } from '../market';
import { CACHE } from '../server/http/cache-control';
import '../server/http/context';
import { log } from '../server/http/log';
import { SEARCH_VIEW_ASSETS } from '../vite/block-assets-plugin';
import { loadStoryPageData, pageChunksFor, type StoryPageData } from '../server/pages/story-page.server';

export type SearchStatus = 'ok' | 'empty-query' | 'rate-limited' | 'unavailable';

/** The search part of the search pages' loader data (public and extranet); plain JSON. */
export interface SearchState {
  input: SearchInput;
  status: SearchStatus;
  result: SearchResultPage | null;
  /** No query string. */
  path: string;
  strings: SearchStrings;
  extranet: boolean;
}

export type SearchPageData = Omit<StoryPageData, 'kind'> & { kind: 'search'; search: SearchState };

/** One search, never throwing: over 512 bytes no request; `rate-limited` or `unavailable` (docs/requirements/search.md#query-length). */
export async function runSearch(
  service: SearchService | undefined,
  opts: { url: URL; locale: Locale; clientKey: string; extranet: boolean; viewer?: ViewerRoles; user?: string; access?: AccessPolicy; request?: RequestScope },
): Promise<Omit<SearchState, 'path'>> {
  const input = parseSearchParams(opts.url.searchParams);
  const strings = SEARCH_STRINGS[opts.locale];
  const base = { input, strings, extranet: opts.extranet, result: null };
  if (!service) return { ...base, status: 'unavailable' };
  if (!input.query && input.types.length === 0 && input.categories.length === 0) return { ...base, status: 'empty-query' };
  // Over 512 bytes the service answers 400 (docs/requirements/search.md#query-length).
  if (isQueryTooLong(input.query))
    return {
      ...base,
      status: 'ok',
      result: { query: input.query, hits: [], nbHits: 0, page: 1, nbPages: 0, facets: { type: [], category: [] }, processingTimeMS: 0 },
    };
  if (!(await service.allow(opts.clientKey))) return { ...base, status: 'rate-limited' };
  try {
    const scope = { market: market.id, locale: opts.locale, signal: opts.request?.signal };
    const viewer = opts.viewer ?? null;
    const result = opts.extranet ? await service.searchExtranet(scope, input, viewer, opts.user) : await service.searchPublic(scope, input);
    // Defence in depth (decision 0860): an index may still hold records of an older rule.
    if (!opts.access) return { ...base, status: 'unavailable' };
    const map = await opts.access.map(opts.request);
    const hits = result.hits.filter((h) => map.canSee(viewer, h.id.split('~')[0] ?? ''));
    return {
      ...base,
      status: 'ok',
      result: hits.length === result.hits.length ? result : { ...result, hits, nbHits: Math.max(0, result.nbHits - (result.hits.length - hits.length)) },
    };
  } catch (error) {
    log.error('search failed', { message: (error as Error).message, extranet: opts.extranet });
    return { ...base, status: 'unavailable' };
  }
}

/** HTTP status of a search page; never 500 (docs/requirements/hardening.md#hostile-requests). */
export function searchHttpStatus(status: SearchStatus): number {
  return status === 'rate-limited' ? 429 : status === 'unavailable' ? 503 : 200;
}

/** Loader of the public search page, server-rendered, browser-cached only (docs/requirements/search.md#search-page). */
export async function loadSearchPage(args: LoaderFunctionArgs, parsed: ParsedPath) {
  const { data: page } = await loadStoryPageData(args, undefined, parsed, [SEARCH_VIEW_ASSETS]);
  const url = new URL(args.request.url);
  const state = await runSearch(args.context.search, {
    url,
    locale: parsed.locale,
    clientKey: args.context.clientIp ?? 'unknown',
    extranet: false,
    access: args.context.access,
    request: args.context.scope,
  });
  const body: SearchPageData = { ...page, kind: 'search', search: { ...state, path: url.pathname } };
  const hasQuery = url.search.length > 1;
  return data(body, {
    status: searchHttpStatus(state.status),
    headers: {
      'Cache-Control': page.preview ? CACHE.private : hasQuery ? 'private, max-age=60' : CACHE.public,
      ...(state.status === 'rate-limited' ? { 'Retry-After': '60' } : {}),
      ...pageChunksFor(args, page),
    },
  });
}
