import { checkSynonym, type Synonym } from '../engine/synonyms';
import { objectSetRoute, type ObjectSetSpec, type ScopedRouteContext } from './object-set-routes';

const SYNONYMS: ObjectSetSpec<Synonym> = {
  store: (index) => index.synonyms,
  check: checkSynonym,
  replaceParam: 'replaceExistingSynonyms',
  noun: 'synonyms',
  missing: 'Synonym set does not exist',
  savedAnswer: (task, objectID) => ({ ...task, id: objectID }),
};

/**
 * Synonym routes of Algolia's Search API (decision 0930), on the index's {@link SynonymStore}:
 * - PUT {objectID} (saveSynonym) -> `{ taskID, updatedAt, id }`
 * - POST batch (saveSynonyms; `replaceExistingSynonyms`) -> `{ taskID, updatedAt }`
 * - GET {objectID} (getSynonym) -> the synonym, 404 when missing
 * - DELETE {objectID} (deleteSynonym) -> `{ taskID, deletedAt }`, 404 when missing
 * - POST clear (clearSynonyms) -> `{ taskID, updatedAt }`
 * - POST search (searchSynonyms: query, type, page, hitsPerPage) -> `{ hits, nbHits }`
 * ACLs as Algolia's reference: `settings` to read, `editSettings` to write. A batch is checked
 * whole before anything is saved. Throws RouteError, EngineInputError (400), KeyError (403).
 */
export function synonymRoute(c: ScopedRouteContext): unknown {
  return objectSetRoute(c, SYNONYMS);
}
