import { createHash } from 'node:crypto';
import { rolesFilter, type ContentService, type ViewerRoles } from '@silca/content';
import type { Locale, MarketId } from '@silca/i18n';
import type { Algoliasearch } from 'algoliasearch';
import type { RecommendClient } from 'algoliasearch';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { buildIndexes, reindexStory, type BuildProgress, type BuildSummary, type RenderableCheck } from './indexer';
import { MAX_PAGE, type SearchInput } from './input';
import { logger } from './logger';
import { withSecuredKeys } from './secured-keys';
import { indexName, type RecordType, type SearchRecord } from './records';

/** Tags the site asks for around matches; the view splits on them and renders text (no HTML). */
export const HIGHLIGHT_PRE = '__ais-highlight__';
export const HIGHLIGHT_POST = '__/ais-highlight__';

/** A run of text of a highlighted value; `match` marks the words that matched the query. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** One result as pages render it (loader data: plain JSON). */
export interface SearchHit {
  id: string;
  title: TextPart[];
  snippet: TextPart[];
  type: RecordType;
  category: string;
  image: string | null;
  url: string;
  date: string | null;
}

/** One facet value with its count (counts ignore the facet's own selection: disjunctive). */
export interface FacetValue {
  value: string;
  count: number;
  selected: boolean;
}

/** A page of results. `page` is 1-based. */
export interface SearchResultPage {
  query: string;
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  facets: { type: FacetValue[]; category: FacetValue[] };
  processingTimeMS: number;
}

/** A related product (product pages). */
export interface RelatedItem {
  id: string;
  title: string;
  url: string;
  image: string | null;
  category: string;
}

/** Where a search runs: market and locale (public or, for partners, extranet indexes). */
export interface SearchScope {
  market: MarketId;
  locale: Locale;
  /** The visitor request's abort signal: a wait for the start-up build ends when it aborts (docs/requirements/hardening.md#cancelled-requests). */
  signal?: AbortSignal;
}

/** Splits a highlighted value on the tags into text parts (never HTML). */
export function splitHighlight(value: string | undefined): TextPart[] {
  if (!value) return [];
  const out: TextPart[] = [];
  let rest = value;
  while (rest) {
    const at = rest.indexOf(HIGHLIGHT_PRE);
    if (at < 0) {
      out.push({ text: rest, match: false });
      break;
    }
    if (at > 0) out.push({ text: rest.slice(0, at), match: false });
    rest = rest.slice(at + HIGHLIGHT_PRE.length);
    const end = rest.indexOf(HIGHLIGHT_POST);
    const word = end < 0 ? rest : rest.slice(0, end);
    if (word) out.push({ text: word, match: true });
    rest = end < 0 ? '' : rest.slice(end + HIGHLIGHT_POST.length);
  }
  return out;
}

type Hit = Partial<SearchRecord> & {
  objectID: string;
  _highlightResult?: Record<string, { value?: string }>;
  _snippetResult?: Record<string, { value?: string; matchLevel?: string }>;
};

function toHit(h: Hit): SearchHit {
  const bodySnippet = h._snippetResult?.body;
  const descSnippet = h._snippetResult?.description;
  const description = descSnippet?.value ?? h.description ?? '';
  const snippet = bodySnippet && (bodySnippet.matchLevel !== 'none' || !description) ? bodySnippet.value : description;
  return {
    id: h.objectID,
    title: splitHighlight(h._highlightResult?.title?.value ?? h.title ?? ''),
    snippet: splitHighlight(snippet),
    type: (h.type ?? 'page') as RecordType,
    category: h.category ?? '',
    image: h.image ?? null,
    url: typeof h.url === 'string' && h.url.startsWith('/') ? h.url : '/',
    date: h.date ?? null,
  };
}

function facetValues(counts: Record<string, number> | undefined, selected: readonly string[]): FacetValue[] {
  const out = Object.entries(counts ?? {}).map(([value, count]) => ({ value, count, selected: selected.includes(value) }));
  for (const s of selected) if (!out.some((f) => f.value === s)) out.push({ value: s, count: 0, selected: true });
  return out.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).slice(0, 30);
}

/** Lifetime of a secured search key, in seconds (docs/requirements/search.md#secured-search-keys). */
export const SECURED_KEY_VALIDITY_S = 3600;

/** Longest wait of a search for the embedded start-up build, in ms. */
export const READY_WAIT_MS = 30_000;

/** Thrown by a search made before the embedded indexes are built (pages answer 503, Retry-After). */
export class SearchNotReadyError extends Error {}

/** Options of {@link SearchService}. */
export interface SearchServiceOptions {
  searchClient: Algoliasearch;
  /** The parent of the secured keys every search runs with (decision 0862); without it the plain key is used. */
  searchKey?: string;
  /** Recommend client with the search key (related products). */
  recommendClient: RecommendClient;
  /** Client with the admin key (indexing, webhook); absent on a read-only deployment. */
  adminClient?: Algoliasearch;
  content: ContentService;
  indexPrefix: string;
  markets: readonly MarketId[];
  rateLimitPerMinute: number;
  hitsPerPage?: number;
  /** Resolves when the indexes are built (embedded start); searches wait for it up to {@link READY_WAIT_MS}. */
  whenReady?: () => Promise<unknown>;
  /** True when the client talks to the embedded twin (builds skip the temporary index). */
  embedded?: boolean;
  /** Stories with a page to show (the site's template check); others get no records. Default: all. */
  isRenderable?: RenderableCheck;
}

/**
 * The search layer the site uses (docs/requirements/search.md#search-service): algoliasearch to
 * Algolia or the embedded twin. Indexes are named from market and locale, never from what a
 * visitor sends; `searchExtranet` only after the partner session was checked.
 */
export class SearchService {
  private readonly limiter: RateLimiterMemory;
  private readonly hitsPerPage: number;
  private readonly securedKeys = new Map<string, { key: string; renewAt: number }>();

  constructor(private readonly opts: SearchServiceOptions) {
    this.limiter = new RateLimiterMemory({ points: opts.rateLimitPerMinute, duration: 60 });
    this.hitsPerPage = opts.hitsPerPage ?? 10;
  }

  publicIndex(scope: SearchScope): string {
    return indexName(this.opts.indexPrefix, scope.market, scope.locale, false);
  }

  extranetIndex(scope: SearchScope): string {
    return indexName(this.opts.indexPrefix, scope.market, scope.locale, true);
  }

  /** Takes one search from a client's budget (docs/requirements/search.md#search-input); false: answer 429. */
  async allow(clientKey: string): Promise<boolean> {
    try {
      await this.limiter.consume(clientKey.slice(0, 100) || 'unknown');
      return true;
    } catch {
      return false;
    }
  }

  /**
   * The secured API key a search of `index` runs with (docs/requirements/search.md#secured-search-keys):
   * `user` is the session's handle (decision 0963). Undefined without `searchKey`.
   */
  securedKey(index: string, viewer: ViewerRoles, user?: string): string | undefined {
    if (!this.opts.searchKey) return undefined;
    const filters = rolesFilter(viewer);
    const userToken = user ? createHash('sha256').update(user).digest('hex').slice(0, 32) : undefined;
    const id = `${index}|${filters}|${userToken ?? ''}`;
    const now = Date.now();
    const known = this.securedKeys.get(id);
    if (known && known.renewAt > now) return known.key;
    const validUntil = Math.floor(now / 1000) + SECURED_KEY_VALIDITY_S;
    const restrictions = { filters, restrictIndices: [index], validUntil, ...(userToken ? { userToken } : {}) };
    const key = withSecuredKeys(this.opts.searchClient).generateSecuredApiKey({ parentApiKey: this.opts.searchKey, restrictions });
    if (this.securedKeys.size > 5000) this.securedKeys.clear();
    this.securedKeys.set(id, { key, renewAt: now + (SECURED_KEY_VALIDITY_S - 600) * 1000 });
    return key;
  }

  private keyed(index: string, viewer: ViewerRoles, user?: string): { headers: Record<string, string> } | undefined {
    const key = this.securedKey(index, viewer, user);
    return key ? { headers: { 'x-algolia-api-key': key } } : undefined;
  }

  /** Public search of the visitor's market and locale (docs/requirements/search.md#search-page): public records only. */
  searchPublic(scope: SearchScope, input: SearchInput): Promise<SearchResultPage> {
    return this.run(this.publicIndex(scope), input, this.hitsPerPage, null, undefined, scope.signal);
  }

  /**
   * Partner search (docs/requirements/search.md#partner-search): call only with a checked partner
   * session; `viewer` are its roles, `user` its handle.
   */
  searchExtranet(scope: SearchScope, input: SearchInput, viewer: ViewerRoles, user?: string): Promise<SearchResultPage> {
    return this.run(this.extranetIndex(scope), input, this.hitsPerPage, viewer, user, scope.signal);
  }

  /** Type-ahead: the first five public results, no facets. */
  async suggest(scope: SearchScope, query: string): Promise<SearchHit[]> {
    if (!query) return [];
    await this.ready(scope.signal);
    const index = this.publicIndex(scope);
    const res = await this.opts.searchClient.searchSingleIndex(
      {
        indexName: index,
        searchParams: {
          query,
          hitsPerPage: 5,
          highlightPreTag: HIGHLIGHT_PRE,
          highlightPostTag: HIGHLIGHT_POST,
          attributesToSnippet: ['description:12'],
          analytics: false,
        },
      },
      this.keyed(index, null),
    );
    return (res.hits as Hit[]).map(toHit);
  }

  /** Waits for the start-up build (READY_WAIT_MS); throws SearchNotReadyError after it or when `signal` aborts. */
  private async ready(signal: AbortSignal | undefined): Promise<void> {
    if (!this.opts.whenReady) return;
    if (signal?.aborted) throw new SearchNotReadyError('the visitor left before search was ready');
    let timer: NodeJS.Timeout | undefined;
    let gone: (() => void) | undefined;
    const outcome = await Promise.race([
      this.opts.whenReady().then(() => 'ready' as const),
      new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), READY_WAIT_MS))),
      new Promise<'gone'>((resolve) => {
        gone = () => resolve('gone');
        signal?.addEventListener('abort', gone, { once: true });
      }),
    ]);
    clearTimeout(timer);
    if (gone) signal?.removeEventListener('abort', gone);
    if (outcome === 'gone') throw new SearchNotReadyError('the visitor left before search was ready');
    if (outcome === 'timeout') throw new SearchNotReadyError('search indexes are still being built');
  }

  private async run(
    index: string,
    input: SearchInput,
    hitsPerPage: number,
    viewer: ViewerRoles,
    user: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<SearchResultPage> {
    await this.ready(signal);
    const keyed = this.keyed(index, viewer, user);
    const typeFilter = input.types.map((t) => `type:${t}`);
    const categoryFilter = input.categories.map((c) => `category:${c}`);
    const filters = [typeFilter, categoryFilter].filter((f) => f.length);
    const common = { query: input.query, highlightPreTag: HIGHLIGHT_PRE, highlightPostTag: HIGHLIGHT_POST };
    const search = (page: number) =>
      this.opts.searchClient.search(
        {
          requests: [
            { indexName: index, ...common, facetFilters: filters, facets: ['type', 'category'], page, hitsPerPage },
            // Disjunctive facets: each facet's counts without its own selection.
            { indexName: index, ...common, facetFilters: categoryFilter.length ? [categoryFilter] : [], facets: ['type'], hitsPerPage: 0, analytics: false },
            { indexName: index, ...common, facetFilters: typeFilter.length ? [typeFilter] : [], facets: ['category'], hitsPerPage: 0, analytics: false },
          ],
        },
        keyed,
      );
    let page = Math.min(MAX_PAGE, input.page) - 1;
    let res = await search(page);
    let main = res.results[0] as { hits: Hit[]; nbHits: number; nbPages: number; processingTimeMS: number; facets?: Record<string, Record<string, number>> };
    // A page beyond the last shows the last page rather than nothing.
    if (main.hits.length === 0 && main.nbPages > 0 && page >= main.nbPages) {
      page = main.nbPages - 1;
      res = await search(page);
      main = res.results[0] as typeof main;
    }
    const typeCounts = (res.results[1] as { facets?: Record<string, Record<string, number>> }).facets?.type;
    const categoryCounts = (res.results[2] as { facets?: Record<string, Record<string, number>> }).facets?.category;
    return {
      query: input.query,
      hits: main.hits.map(toHit),
      nbHits: main.nbHits,
      page: page + 1,
      nbPages: main.nbPages,
      facets: { type: facetValues(typeCounts, input.types), category: facetValues(categoryCounts, input.categories) },
      processingTimeMS: main.processingTimeMS,
    };
  }

  /** Related products of a product page (docs/requirements/search.md#related-products). */
  async related(scope: SearchScope, storyUuid: string, max = 4): Promise<RelatedItem[]> {
    const index = this.publicIndex(scope);
    let hits: Hit[] = [];
    try {
      const res = await this.opts.recommendClient.getRecommendations({
        requests: [
          {
            indexName: index,
            model: 'related-products',
            objectID: storyUuid,
            maxRecommendations: max,
            threshold: 0,
            queryParameters: { facetFilters: ['type:product'] },
          },
        ],
      });
      hits = (res.results[0]?.hits ?? []) as Hit[];
    } catch (error) {
      logger.warn('recommendations unavailable, falling back to the category', { index, message: (error as Error).message });
    }
    if (hits.length === 0) {
      const self = await this.opts.searchClient.getObject({ indexName: index, objectID: storyUuid }).catch(() => null);
      const category = (self as Partial<SearchRecord> | null)?.category;
      if (category) {
        const res = await this.opts.searchClient.searchSingleIndex({
          indexName: index,
          searchParams: { query: '', facetFilters: [`category:${category}`, 'type:product'], hitsPerPage: max + 1 },
        });
        hits = (res.hits as Hit[]).filter((h) => h.storyId !== storyUuid);
      }
    }
    return hits
      .filter((h) => h.storyId !== storyUuid && typeof h.url === 'string')
      .slice(0, max)
      .map((h) => ({ id: h.storyId ?? h.objectID, title: h.title ?? '', url: h.url!, image: h.image ?? null, category: h.category ?? '' }));
  }

  /** Builds every index from published content (needs the admin key). */
  rebuild(onProgress?: BuildProgress): Promise<BuildSummary> {
    if (!this.opts.adminClient) throw new Error('ALGOLIA_ADMIN_KEY is required to build indexes');
    return buildIndexes(this.opts.adminClient, this.opts.content, {
      prefix: this.opts.indexPrefix,
      markets: this.opts.markets,
      onProgress,
      atomic: !this.opts.embedded,
      isRenderable: this.opts.isRenderable,
    });
  }

  /**
   * Applies a Storyblok story event to every index (docs/requirements/search.md#indexes-and-records).
   * Never throws: a failure is logged and the next publish or `npm run search:index` repairs it.
   */
  async applyStoryEvent(event: { action: string; story_id?: number | string; full_slug?: string }): Promise<Record<string, number> | null> {
    if (!['published', 'unpublished', 'deleted', 'moved'].includes(event.action)) return null;
    if (!this.opts.adminClient) {
      logger.warn('story event not indexed: ALGOLIA_ADMIN_KEY is not set', { action: event.action });
      return null;
    }
    const storyId = event.story_id === undefined ? undefined : Number(event.story_id);
    try {
      return await reindexStory(
        this.opts.adminClient,
        this.opts.content,
        { action: event.action, storyId: Number.isFinite(storyId) ? storyId : undefined, fullSlug: event.full_slug },
        { prefix: this.opts.indexPrefix, markets: this.opts.markets, isRenderable: this.opts.isRenderable },
      );
    } catch (error) {
      logger.error('search index update after a story event failed', error);
      return null;
    }
  }
}
