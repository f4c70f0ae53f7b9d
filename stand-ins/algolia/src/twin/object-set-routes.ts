import type { EngineIndex } from '../engine/engine-index';
import { EngineInputError } from '../engine/errors';
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

/** forwardToReplicas=true is refused on an index with `replicas`: the twin keeps none to forward to. */
export function noReplicas(c: Pick<ScopedRouteContext, 'query' | 'existing'>): void {
  const replicas = c.existing?.settings.replicas;
  if (c.query.get('forwardToReplicas') === 'true' && Array.isArray(replicas) && replicas.length)
    throw new EngineInputError('forwardToReplicas: replicas are not supported by the embedded search twin');
}

/** A set of objects kept with an index (its synonyms, its rules), as the routes see it. */
export interface ObjectStore<T> {
  save(list: readonly T[], replaceExisting?: boolean): void;
  get(objectID: string): T | undefined;
  delete(objectID: string): boolean;
  clear(): void;
  search(params: Record<string, unknown>): unknown;
}

/** How one kind of object set differs in Algolia's API (names, messages, answer of a save). */
export interface ObjectSetSpec<T> {
  store(index: EngineIndex): ObjectStore<T>;
  /** Validates one object (EngineInputError when Algolia would refuse it); `objectID` from the path. */
  check(value: unknown, objectID?: string): T;
  /** Query parameter of the batch that replaces the whole set (`replaceExistingSynonyms`, `clearExistingRules`). */
  replaceParam: string;
  noun: string;
  missing: string;
  /** Answer of a single save: Algolia names the id `id` for synonyms and `objectID` for rules. */
  savedAnswer(task: { taskID: number; updatedAt: string }, objectID: string): Record<string, unknown>;
}

/**
 * The object-set routes shared by synonyms and rules (decisions 0930, 0932), with Algolia's ACLs;
 * a batch is checked whole before anything is saved. Throws RouteError (404), EngineInputError
 * (400), KeyError (403).
 */
export function objectSetRoute<T>(c: ScopedRouteContext, spec: ObjectSetSpec<T>): unknown {
  const { method, rest, access } = c;
  const [head, ...tail] = rest;
  if (tail.length || head === undefined) throw new RouteError(404, 'Path not found');
  if (head === 'batch' && method === 'POST') {
    access.need('editSettings');
    noReplicas(c);
    if (!c.list) throw new EngineInputError(`The body must be an array of ${spec.noun}`);
    const list = c.list.map((value) => spec.check(value));
    spec.store(c.create()).save(list, c.query.get(spec.replaceParam) === 'true');
    return c.task();
  }
  if (head === 'clear' && method === 'POST') {
    access.need('editSettings');
    noReplicas(c);
    if (c.existing) spec.store(c.existing).clear();
    return c.task();
  }
  if (head === 'search' && method === 'POST') {
    access.need('settings');
    if (!c.existing) throw new RouteError(404, 'Index does not exist');
    return spec.store(c.existing).search(c.body);
  }
  if (c.list) throw new EngineInputError('The body must be an object');
  const objectID = head;
  if (method === 'PUT') {
    access.need('editSettings');
    noReplicas(c);
    if (c.body.objectID !== undefined && c.body.objectID !== objectID) throw new EngineInputError('objectID in the body must match the path');
    spec.store(c.create()).save([spec.check(c.body, objectID)]);
    return spec.savedAnswer(c.task(), objectID);
  }
  if (method === 'GET') {
    access.need('settings');
    const found = c.existing ? spec.store(c.existing).get(objectID) : undefined;
    if (!found) throw new RouteError(404, spec.missing);
    return found;
  }
  if (method === 'DELETE') {
    access.need('editSettings');
    noReplicas(c);
    if (!c.existing || !spec.store(c.existing).delete(objectID)) throw new RouteError(404, spec.missing);
    const { taskID, updatedAt } = c.task();
    return { taskID, deletedAt: updatedAt };
  }
  throw new RouteError(404, 'Path not found');
}
