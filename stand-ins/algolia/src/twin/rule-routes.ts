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
 * Rule routes of Algolia's Search API (decision 0932) on the index's {@link RuleStore}; a rule the
 * engine cannot apply is refused with 400 when saved. Throws RouteError, EngineInputError (400),
 * KeyError (403).
 */
export function ruleRoute(c: ScopedRouteContext): unknown {
  return objectSetRoute(c, RULES);
}
