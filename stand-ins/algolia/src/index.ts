/**
 * @silca/stand-in-algolia: the embedded Algolia twin (the REST routes algoliasearch calls) and its
 * search engine (docs/requirements/search.md#search-service, docs/requirements/architecture.md#embedded-services).
 * A development and test double: production libraries never import it (lint).
 */
export { startAlgoliaTwin, type AlgoliaTwin, type AlgoliaTwinOptions } from './twin/server';
export { EngineIndex, ENGINE_LIMITS, type EngineSettings, type EngineQuery, type EngineResult } from './engine/engine-index';
export { checkSynonym, type Synonym } from './engine/synonyms';
export { algoliaStandIn } from './stand-in';
