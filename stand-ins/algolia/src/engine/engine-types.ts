import type { FacetStats } from './facets';
import type { QueryWord, Tags } from './highlight';
import type { LookupResult, TokenMatch } from './lookup';
import type { TokenMasks } from './positions';
import type { ParsedQuery } from './query-parse';
import type { Ranked as RankedOf } from './ranking';

/** A stored record: Algolia's object with its `objectID`. */
export type EngineRecord = Record<string, unknown> & { objectID: string };

/** The index settings the engine honours, in Algolia's names; unknown settings are kept. */
export interface EngineSettings {
  searchableAttributes?: string[];
  attributesForFaceting?: string[];
  customRanking?: string[];
  ranking?: string[];
  attributeForDistinct?: string;
  distinct?: boolean | number;
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  attributesToRetrieve?: string[];
  unretrievableAttributes?: string[];
  indexLanguages?: string[];
  queryLanguages?: string[];
  hitsPerPage?: number;
  paginationLimitedTo?: number;
  [other: string]: unknown;
}

/** Query parameters of Algolia's search (the engine checks them, see params.ts). */
export interface EngineQuery {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  offset?: number;
  length?: number;
  facets?: string[] | string;
  facetFilters?: unknown;
  filters?: string;
  distinct?: boolean | number;
  typoTolerance?: boolean | 'min' | 'strict' | 'true' | 'false';
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  attributesToRetrieve?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  analytics?: boolean;
  clickAnalytics?: boolean;
  [other: string]: unknown;
}

/** One hit in Algolia's shape. */
export type EngineHit = Record<string, unknown> & {
  objectID: string;
  /** By attribute, nested as the record (`brand.name` under `brand`). */
  _highlightResult?: Record<string, unknown>;
  _snippetResult?: Record<string, unknown>;
  _rankingInfo?: Record<string, unknown>;
};

/** Algolia's search response (the fields the clients and the site read). */
export interface EngineResult {
  hits: EngineHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  exhaustiveNbHits: boolean;
  exhaustiveFacetsCount: boolean;
  exhaustiveTypo: boolean;
  exhaustive: { nbHits: boolean; facetsCount: boolean; typo: boolean };
  processingTimeMS: number;
  query: string;
  params: string;
  index?: string;
  queryID?: string;
  cursor?: string;
  userData?: Record<string, unknown>[];
  appliedRules?: Array<{ objectID: string }>;
  renderingContent: Record<string, unknown>;
}

/** Who asks: the admin key sees unretrievableAttributes (Algolia); a restricted key brings its forced filters. */
export interface Caller {
  admin?: boolean;
  /** Filter parameters the caller's key forces, each set ANDed with the query's, compiled apart. */
  restrictions?: ReadonlyArray<{ filters?: unknown; facetFilters?: unknown; numericFilters?: unknown; tagFilters?: unknown }>;
}

/** Bounds that keep a hostile query cheap (Algolia's own limits where it has them). */
export const ENGINE_LIMITS = {
  /** Algolia answers 400 to a query above 512 bytes of UTF-8 (params.ts refuses it the same way). */
  maxQueryBytes: 512,
  /** What the engine reads of a query that passed that check (512 bytes are at most 512 characters). */
  maxQueryChars: 512,
  maxHitsPerPage: 1000,
  /** Algolia's default paginationLimitedTo. */
  paginationLimitedTo: 1000,
  /** Query words matched (more are ignored). */
  maxQueryWords: 10,
  maxValuesPerFacet: 1000,
  maxFacetHits: 100,
} as const;

export const DEFAULT_TAGS: Tags = { pre: '<em>', post: '</em>' };

export type Ranked = RankedOf<EngineRecord>;

/** A query's matching records before filters, with what ranking and highlighting need. */
export interface Matched {
  parsed: ParsedQuery;
  candidates: Ranked[];
  byId: Map<number, TokenMatch[]>;
  masks: TokenMasks;
  lookup: LookupResult | null;
  words: QueryWord[];
}

/** Query options resolved from the query and the settings. */
export interface Resolved {
  queryType: 'prefixLast' | 'prefixAll' | 'prefixNone';
  typo: 'true' | 'false' | 'min' | 'strict';
  key: string;
}
