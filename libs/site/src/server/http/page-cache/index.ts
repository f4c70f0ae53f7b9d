/**
 * Full-page cache of the site server (docs/requirements/performance.md#speed-goals, decision 0740): public pages stored in memory,
 * shared-cache-safe CSP, purge after publish (here and in peers and Varnish).
 */
export { readPageCacheConfig, type PageCacheConfig } from './config';
export {
  createPageCache,
  isCacheableRequest,
  publicPageCacheControl,
  REVALIDATE_HEADER,
  type PageCache,
  type PageCacheOptions,
  type PageCacheStats,
} from './page-cache';
export { hashInsteadOfNonce, inlineScriptHashes } from './csp-hashes';
export { purgeAfterPublish, FORWARDED_HEADER, type AcceptedWebhook, type PurgeReport } from './purge';
export { dropUnusedQuery, isQuerylessRoute, QUERYLESS_ROUTES, withoutUnusedQuery } from './unused-query';
