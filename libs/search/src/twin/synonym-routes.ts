import type { EngineIndex } from '../engine/engine-index';
import { EngineInputError } from '../engine/errors';
import { checkSynonym } from '../engine/synonyms';
import type { KeyAccess } from './keys';

/** What a synonym or rule route needs from the twin's server. */
export interface ScopedRouteContext {
  method: string;
  /** Path after `/1/indexes/{indexName}/synonyms` (or `/rules`). */
  rest: string[];
  body: Record<string, unknown>;
  /** The body when it is a JSON array (the batch routes), else null. */
  list: unknown[] | null;
  query: URLSearchParams;
  access: KeyAccess;
  /** The index, or undefined when it does not exist. */
  existing: EngineIndex | undefined;
  /** The index, created when missing (writes create an index, as Algolia). */
  create(): EngineIndex;
  task(): { taskID: number; updatedAt: string };
}

/** Thrown for a route the twin does not have or an object that is not there. */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * forwardToReplicas=true on an index with `replicas` in its settings is refused: the twin keeps
 * no replicas to forward to (never ignored). Without replicas there is nothing to forward, as on Algolia.
 */
export function noReplicas(c: Pick<ScopedRouteContext, 'query' | 'existing'>): void {
  const replicas = c.existing?.settings.replicas;
  if (c.query.get('forwardToReplicas') === 'true' && Array.isArray(replicas) && replicas.length) throw new EngineInputError('forwardToReplicas: replicas are not supported by the embedded search twin');
}

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
  const { method, rest, access } = c;
  const [head, ...tail] = rest;
  if (tail.length || head === undefined) throw new RouteError(404, 'Path not found');
  if (head === 'batch' && method === 'POST') {
    access.need('editSettings');
    noReplicas(c);
    if (!c.list) throw new EngineInputError('The body must be an array of synonyms');
    const list = c.list.map((s) => checkSynonym(s));
    c.create().synonyms.save(list, c.query.get('replaceExistingSynonyms') === 'true');
    return c.task();
  }
  if (head === 'clear' && method === 'POST') {
    access.need('editSettings');
    noReplicas(c);
    c.existing?.synonyms.clear();
    return c.task();
  }
  if (head === 'search' && method === 'POST') {
    access.need('settings');
    if (!c.existing) throw new RouteError(404, 'Index does not exist');
    return c.existing.synonyms.search(c.body);
  }
  if (c.list) throw new EngineInputError('The body must be an object');
  const objectID = head;
  if (method === 'PUT') {
    access.need('editSettings');
    noReplicas(c);
    if (c.body.objectID !== undefined && c.body.objectID !== objectID) throw new EngineInputError('objectID in the body must match the path');
    c.create().synonyms.save([checkSynonym(c.body, objectID)]);
    return { ...c.task(), id: objectID };
  }
  if (method === 'GET') {
    access.need('settings');
    const found = c.existing?.synonyms.get(objectID);
    if (!found) throw new RouteError(404, 'Synonym set does not exist');
    return found;
  }
  if (method === 'DELETE') {
    access.need('editSettings');
    noReplicas(c);
    if (!c.existing?.synonyms.delete(objectID)) throw new RouteError(404, 'Synonym set does not exist');
    const { taskID, updatedAt } = c.task();
    return { taskID, deletedAt: updatedAt };
  }
  throw new RouteError(404, 'Path not found');
}
