import type { ContentService } from '@silca/content';
import { MARKET_IDS, type MarketId } from '@silca/i18n';
import { algoliasearch, type Algoliasearch, type RecommendClient } from 'algoliasearch';
import { readSearchConfig, type SearchConfig, type SearchEnv } from './config';
import type { BuildSummary, RenderableCheck } from './indexer';
import { logger } from './logger';
import { SearchService } from './service';

/** A running embedded Algolia twin reached over HTTP like Algolia (docs/requirements/architecture.md#embedded-services, decision 1031). */
export interface SearchStandIn {
  port: number;
  close?(): Promise<void>;
}

/** Starts or finds the embedded twin for a validated config in local mode (app id and keys of the config). */
export type SearchStandInStarter<T extends SearchStandIn = SearchStandIn> = (config: SearchConfig) => Promise<T>;

/** Options of {@link startSearchBackend}. */
export interface StartSearchBackendOptions<T extends SearchStandIn = SearchStandIn> {
  env?: SearchEnv;
  content: ContentService;
  /** Markets whose indexes this process builds and queries (default: all five). */
  markets?: readonly MarketId[];
  config?: Partial<SearchConfig>;
  /** Embedded mode: build the indexes in the background at start (default true). */
  buildOnStart?: boolean;
  /** Stories with a page to show (docs/requirements/hardening.md#partial-content); others get no records. */
  isRenderable?: RenderableCheck;
  /** Local mode: starts the embedded twin; its `close` runs on the backend's close. */
  standIn?: SearchStandInStarter<T>;
}

/** What the site gets (team contract: `{ service, close, ready }`). */
export interface SearchBackend<T extends SearchStandIn = SearchStandIn> {
  config: SearchConfig;
  service: SearchService;
  /** The embedded twin (local mode): tests and the bench reach its indexes. */
  twin?: T;
  /** Resolves true once the indexes are built (local) or at once (Algolia); false if the build failed. */
  ready(): Promise<boolean>;
  /** Summary of the start-up build (local mode), once done. */
  lastBuild(): BuildSummary | null;
  close(): Promise<void>;
}

/** algoliasearch clients for a config and, in local mode, the twin's port (custom hosts over http). */
export function createClients(config: SearchConfig, port?: number): { search: Algoliasearch; admin?: Algoliasearch; recommend: RecommendClient } {
  // algoliasearch times "connect" until the response headers arrive, and a twin in the caller's
  // process answers only after the work ahead of it: the connect timeout is the read timeout.
  const options =
    port === undefined
      ? undefined
      : {
          hosts: [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }],
          timeouts: { connect: 15_000, read: 15_000, write: 60_000 },
        };
  const search = algoliasearch(config.appId, config.searchKey, options);
  const admin = config.adminKey ? algoliasearch(config.appId, config.adminKey, options) : undefined;
  const recommend = search.initRecommend({ options });
  return { search, admin, recommend };
}

/**
 * Starts the search layer (docs/requirements/search.md#search-service): Algolia with
 * ALGOLIA_APP_ID (indexes built by `npm run search:index`), else the embedded twin
 * `opts.standIn` gives, its indexes built in the background (`ready()`). Throws
 * SearchConfigError for a bad variable, an Error without a stand-in or when it cannot start.
 */
export async function startSearchBackend<T extends SearchStandIn = SearchStandIn>(opts: StartSearchBackendOptions<T>): Promise<SearchBackend<T>> {
  const config: SearchConfig = { ...readSearchConfig(opts.env ?? process.env), ...opts.config };
  const markets = opts.markets ?? MARKET_IDS;
  let twin: T | undefined;
  if (config.mode === 'local') {
    if (!opts.standIn) throw new Error('No embedded Algolia: without ALGOLIA_APP_ID the site starts one through its development entry (decision 1031)');
    twin = await opts.standIn(config);
  }
  const clients = createClients(config, twin?.port);
  let building: Promise<boolean> = Promise.resolve(true);
  const service = new SearchService({
    whenReady: () => building,
    searchClient: clients.search,
    searchKey: config.searchKey,
    recommendClient: clients.recommend,
    adminClient: clients.admin,
    content: opts.content,
    indexPrefix: config.indexPrefix,
    markets,
    rateLimitPerMinute: config.rateLimitPerMinute,
    embedded: Boolean(twin),
    isRenderable: opts.isRenderable,
  });
  let summary: BuildSummary | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  // The build retries while content is unavailable, so search recovers by itself (docs/requirements/content.md#content-outages).
  const buildWithRetry = async (): Promise<boolean> => {
    for (let attempt = 0; !closed; attempt++) {
      try {
        const s = await service.rebuild();
        summary = s;
        logger.info('embedded search indexes built', { indexes: s.indexes, records: s.records, ms: s.ms });
        return true;
      } catch (error) {
        if (closed) break;
        const wait = Math.min(60_000, 2_000 * 2 ** attempt);
        logger.warn(`embedded search index build failed, retrying in ${wait / 1000} s`, { message: (error as Error).message });
        await new Promise<void>((resolve) => (retryTimer = setTimeout(resolve, wait)));
      }
    }
    return false;
  };
  building = twin && opts.buildOnStart !== false ? buildWithRetry() : Promise.resolve(true);
  return {
    config,
    service,
    twin,
    ready: () => building,
    lastBuild: () => summary,
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      await twin?.close?.();
    },
  };
}
