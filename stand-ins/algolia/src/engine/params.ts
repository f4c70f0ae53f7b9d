import { ENGINE_LIMITS } from './engine-types';
import { EngineInputError } from './errors';

/**
 * Search parameters the twin checks before a query (decision 0900): implemented, accepted without
 * effect (analytics and the like, as with those features off), or refused with 400 naming them
 * (geo, neural and semantic search, personalisation); anything else is 400 `Unknown parameter`.
 */
const IMPLEMENTED = [
  'query',
  'page',
  'hitsPerPage',
  'offset',
  'length',
  'facets',
  'facetFilters',
  'filters',
  'numericFilters',
  'tagFilters',
  'optionalFilters',
  'sumOrFiltersScores',
  'distinct',
  'typoTolerance',
  'minWordSizefor1Typo',
  'minWordSizefor2Typos',
  'allowTyposOnNumericTokens',
  'disableTypoToleranceOnAttributes',
  'attributesToHighlight',
  'attributesToSnippet',
  'attributesToRetrieve',
  'highlightPreTag',
  'highlightPostTag',
  'snippetEllipsisText',
  'restrictHighlightAndSnippetArrays',
  'queryType',
  'removeWordsIfNoResults',
  'optionalWords',
  'advancedSyntax',
  'advancedSyntaxFeatures',
  'ignorePlurals',
  'removeStopWords',
  'queryLanguages',
  'naturalLanguages',
  'decompoundQuery',
  'restrictSearchableAttributes',
  'maxValuesPerFacet',
  'sortFacetValuesBy',
  'facetingAfterDistinct',
  'getRankingInfo',
  'clickAnalytics',
  'exactOnSingleWordQuery',
  'alternativesAsExact',
  'disableExactOnAttributes',
  'disableTypoToleranceOnWords',
  'maxFacetHits',
  'facetQuery',
  'cursor',
  'params',
  'type',
  'indexName',
  'facet',
  'responseFields',
  'minProximity',
  'enableRules',
  'ruleContexts',
  'enableReRanking',
  'keepDiacriticsOnCharacters',
  'replaceSynonymsInHighlight',
  'synonyms',
  'percentileComputation',
];
const ACCEPTED = [
  'renderingContent',
  'ranking',
  'customRanking',
  'analytics',
  'analyticsTags',
  'userToken',
  'enableABTest',
  'explain',
  'attributeCriteriaComputedByMinProximity',
  'relevancyStrictness',
  'similarQuery',
  'mode',
  'reRankingApplyFilter',
  'enablePersonalization',
  'personalizationImpact',
  'semanticSearch',
  'aroundLatLngViaIP',
  'aroundLatLng',
  'aroundRadius',
  'aroundPrecision',
  'minimumAroundRadius',
  'insideBoundingBox',
  'insidePolygon',
  'minimumAroundRadius',
];

const KNOWN = new Set([...IMPLEMENTED, ...ACCEPTED]);

/** Thrown for a query the twin must refuse; the twin answers 400 with the message. */
export class UnsupportedParameterError extends EngineInputError {}

/** Parameter values the twin cannot honour (feature flags set to a value it does not implement). */
function refusal(name: string, value: unknown): string | null {
  if (value === undefined || value === null || value === '' || value === false) return null;
  switch (name) {
    case 'aroundLatLng':
    case 'aroundRadius':
    case 'aroundPrecision':
    case 'insideBoundingBox':
    case 'insidePolygon':
    case 'minimumAroundRadius':
      return `${name}: geo search is not supported by the embedded search twin`;
    case 'aroundLatLngViaIP':
      return 'aroundLatLngViaIP: geo search is not supported by the embedded search twin';
    case 'mode':
      return value === 'keywordSearch' ? null : `mode "${String(value).slice(0, 40)}" is not supported by the embedded search twin (keywordSearch only)`;
    case 'enablePersonalization':
      return 'enablePersonalization: personalization is not supported by the embedded search twin';
    case 'semanticSearch':
      return 'semanticSearch is not supported by the embedded search twin';
    case 'ranking':
    case 'customRanking':
      return `${name} as a search parameter is not supported by the embedded search twin (set it in the index settings)`;
    case 'relevancyStrictness':
      return Number(value) === 100
        ? null
        : 'relevancyStrictness below 100 (Dynamic Re-Ranking / virtual replicas) is not supported by the embedded search twin';
    default:
      return null;
  }
}

/** Algolia's answer to a query over {@link ENGINE_LIMITS.maxQueryBytes} (400). */
export const QUERY_TOO_LONG_MESSAGE = `Invalid value for "query" parameter, expected string shorter than ${ENGINE_LIMITS.maxQueryBytes} bytes`;

/** Throws UnsupportedParameterError for a parameter the twin refuses, EngineInputError for a query over 512 bytes (docs/requirements/search.md#query-length). */
export function checkParams(params: Record<string, unknown>): void {
  if (typeof params.query === 'string' && Buffer.byteLength(params.query, 'utf8') > ENGINE_LIMITS.maxQueryBytes)
    throw new EngineInputError(QUERY_TOO_LONG_MESSAGE);
  for (const [name, value] of Object.entries(params)) {
    if (!KNOWN.has(name)) throw new UnsupportedParameterError(`Unknown parameter: ${name.slice(0, 80)}`);
    const why = refusal(name, value);
    if (why) throw new UnsupportedParameterError(why);
  }
}
