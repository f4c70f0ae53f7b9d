/**
 * @silca/search: the search layer (docs/requirements/search.md#search-service,
 * docs/requirements/architecture.md#embedded-services). Server-only: `startSearchBackend` once at
 * start, then `backend.service`.
 */
export { withSecuredKeys, type SecuredKeyHelpers, type SecuredKeyRestrictions } from './secured-keys';
export {
  startSearchBackend,
  createClients,
  type SearchBackend,
  type SearchStandIn,
  type SearchStandInStarter,
  type StartSearchBackendOptions,
} from './backend';
export { readSearchConfig, SearchConfigError, LOCAL_APP_ID, LOCAL_SEARCH_KEY, LOCAL_ADMIN_KEY, type SearchConfig, type SearchEnv } from './config';
export {
  SearchService,
  SearchNotReadyError,
  splitHighlight,
  HIGHLIGHT_PRE,
  HIGHLIGHT_POST,
  type SearchHit,
  type SearchResultPage,
  type FacetValue,
  type RelatedItem,
  type SearchScope,
  type TextPart,
} from './service';
export { parseSearchParams, searchQueryString, cleanText, isQueryTooLong, MAX_QUERY_CHARS, MAX_QUERY_BYTES, MAX_PAGE, type SearchInput } from './input';
export { SEARCH_STRINGS, type SearchStrings } from './resources/labels';
export { indexSynonyms, type SiteSynonym } from './site-synonyms';
export { RECORD_TYPES, indexName, indexSettings, storyRecords, recordType, splitText, productCodes, type RecordType, type SearchRecord } from './records';
export { buildIndexes, reindexStory, allIndexes, type BuildSummary, type BuildProgress, type IndexPlan, type RenderableCheck } from './indexer';
