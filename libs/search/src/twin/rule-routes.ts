import { EngineInputError } from '../engine/errors';
import { checkRule } from '../engine/rules';
import { noReplicas, RouteError, type ScopedRouteContext } from './synonym-routes';

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
  const { method, rest, access } = c;
  const [head, ...tail] = rest;
  if (tail.length || head === undefined) throw new RouteError(404, 'Path not found');
  if (head === 'batch' && method === 'POST') {
    access.need('editSettings');
    noReplicas(c);
    if (!c.list) throw new EngineInputError('The body must be an array of rules');
    const list = c.list.map((r) => checkRule(r));
    c.create().rules.save(list, c.query.get('clearExistingRules') === 'true');
    return c.task();
  }
  if (head === 'clear' && method === 'POST') {
    access.need('editSettings');
    noReplicas(c);
    c.existing?.rules.clear();
    return c.task();
  }
  if (head === 'search' && method === 'POST') {
    access.need('settings');
    if (!c.existing) throw new RouteError(404, 'Index does not exist');
    return c.existing.rules.search(c.body);
  }
  const objectID = head;
  if (method === 'PUT') {
    access.need('editSettings');
    noReplicas(c);
    if (c.body.objectID !== undefined && c.body.objectID !== objectID) throw new EngineInputError('objectID in the body must match the path');
    c.create().rules.save([checkRule(c.body, objectID)]);
    const { taskID, updatedAt } = c.task();
    return { taskID, updatedAt, objectID };
  }
  if (method === 'GET') {
    access.need('settings');
    const found = c.existing?.rules.get(objectID);
    if (!found) throw new RouteError(404, 'ObjectID does not exist');
    return found;
  }
  if (method === 'DELETE') {
    access.need('editSettings');
    noReplicas(c);
    if (!c.existing?.rules.delete(objectID)) throw new RouteError(404, 'ObjectID does not exist');
    const { taskID, updatedAt } = c.task();
    return { taskID, deletedAt: updatedAt };
  }
  throw new RouteError(404, 'Path not found');
}
