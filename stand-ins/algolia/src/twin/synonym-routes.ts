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
 * Synonym routes of Algolia's Search API (decision 0930) on the index's {@link SynonymStore}.
 * Throws RouteError, EngineInputError (400), KeyError (403).
 */
export function synonymRoute(c: ScopedRouteContext): unknown {
  return objectSetRoute(c, SYNONYMS);
}
