/** Full-page cache (docs/requirements/performance.md#page-cache, decision 0740). */
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
