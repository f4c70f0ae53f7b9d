import { checkRule, type Rule } from '../engine/rules';
import { objectSetRoute, type ObjectSetSpec, type ScopedRouteContext } from './object-set-routes';

const RULES: ObjectSetSpec<Rule> = {
  store: (index) => index.rules,
  check: checkRule,
  replaceParam: 'clearExistingRules',
  noun: 'rules',
  missing: 'ObjectID does not exist',
  savedAnswer: ({ taskID, updatedAt }, objectID) => ({ taskID, updatedAt, objectID }),
};

/**
 * Rule routes of Algolia's Search API (decision 0932), on the index's {@link RuleStore}:
 * - PUT {objectID} (saveRule) -> `{ taskID, updatedAt, objectID }`
 * - POST batch (saveRules; `clearExistingRules`) -> `{ taskID, updatedAt }`
 * - GET {objectID} (getRule) -> the rule, 404 when missing
 * - DELETE {objectID} (deleteRule) -> `{ taskID, deletedAt }`, 404 when missing
 * - POST clear (clearRules) -> `{ taskID, updatedAt }`
 * - POST search (searchRules: query, anchoring, context, enabled, page, hitsPerPage) -> `{ hits, nbHits, page, nbPages }`
 * ACLs as Algolia's reference: `settings` to read, `editSettings` to write. A rule whose
 * consequence the engine cannot apply is refused with 400 when saved (checkRule), and a batch is
 * checked whole before anything is saved. Throws RouteError, EngineInputError (400), KeyError (403).
 */
export function ruleRoute(c: ScopedRouteContext): unknown {
  return objectSetRoute(c, RULES);
}
