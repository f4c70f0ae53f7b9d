import { defer, json, type TypedResponse } from '@remix-run/node';
import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { log } from '../http/log';

/** Paths of loader data {@link loaderAnswer} sent through JSON, each logged once. */
const reported = new Set<string>();

/**
 * JSON's rule for one value, shared by {@link firstNonJsonValue} and {@link keptByJson}: true when
 * JSON gives it back as it is (null, a string, a boolean, a finite number), false when it would
 * change it (`NaN`, `±Infinity`, a function, symbol, bigint or `undefined`), `'object'` for
 * objects and arrays, whose values the caller walks.
 */
function keptAsScalar(value: unknown): boolean | 'object' {
  if (value === null) return true;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object':
      return 'object';
    default:
      return false;
  }
}

/** An object JSON writes as `{...}` and reads back as such: its prototype is Object's or none (no class instance, Date or Map). */
function isPlainObject(object: object): boolean {
  const proto = Object.getPrototypeOf(object);
  return proto === Object.prototype || proto === null;
}

/**
 * Where the first value of `data` lies that JSON would not give back as it is, as a path
 * (`story.content.date`, `items[3]`), or null when JSON keeps every value: plain objects and
 * arrays of strings, finite numbers, booleans and null; a key whose value is `undefined` is fine
 * (JSON drops it, and reading it gives `undefined` on both sides). Anything else is named: a Date,
 * Map, URL or other class instance, `NaN` and `±Infinity`, a function, symbol or bigint,
 * `undefined` inside an array (JSON makes it `null`), and an object seen twice on one path (a
 * cycle). Pure; walks every value once (about 1,000 values for a 27 KB page: tens of µs).
 */
export function firstNonJsonValue(data: unknown, path = '', onPath: Set<object> = new Set()): string | null {
  const kept = keptAsScalar(data);
  if (kept !== 'object') return kept ? null : path || '(root)';
  const object = data as object;
  if (onPath.has(object)) return path || '(root)';
  onPath.add(object);
  try {
    if (Array.isArray(object)) {
      for (let i = 0; i < object.length; i++) {
        if (object[i] === undefined) return `${path}[${i}]`;
        const found = firstNonJsonValue(object[i], `${path}[${i}]`, onPath);
        if (found) return found;
      }
      return null;
    }
    if (!isPlainObject(object)) return path || '(root)';
    for (const key of Object.keys(object)) {
      const value = (object as Record<string, unknown>)[key];
      if (value === undefined) continue;
      const found = firstNonJsonValue(value, path ? `${path}.${key}` : key, onPath);
      if (found) return found;
    }
    return null;
  } finally {
    onPath.delete(object);
  }
}

/**
 * Objects {@link keptByJson} found plain at depth 1 and 2 (the data's own values and theirs): the
 * shared parts of page data (story-page memo, decision 0911) are walked once. The data object
 * itself is new on every request and deeper objects are covered by their parent, so neither is
 * kept nor looked up.
 */
const plainParts = new WeakSet<object>();
/** Deeper than this is taken for a cycle (JSON would throw on it). */
const MAX_DEPTH = 256;

/**
 * True when JSON gives `value` back as it is (the rule of {@link firstNonJsonValue}), without
 * building paths: the check on every document request. Objects near the top (the data's own
 * values and theirs) are remembered once found plain, so a shared story is walked once per
 * content answer, not per request; loader data is read-only by contract.
 */
function keptByJson(value: unknown, depth: number): boolean {
  const kept = keptAsScalar(value);
  if (kept !== 'object') return kept;
  const object = value as object;
  const shared = depth === 1 || depth === 2;
  if (shared && plainParts.has(object)) return true;
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(object)) {
    for (const item of object) if (item === undefined || !keptByJson(item, depth + 1)) return false;
  } else {
    if (!isPlainObject(object)) return false;
    for (const key in object) {
      const item = (object as Record<string, unknown>)[key];
      if (item !== undefined && !keptByJson(item, depth + 1)) return false;
    }
  }
  if (shared) plainParts.add(object);
  return true;
}

/**
 * The answer of a page loader (decision 0978): `json(data, init)` for a client navigation's
 * `?_data=` request and for any value JSON would change, and for a document request (the load
 * context's `documentRequest`) the same data handed to Remix as it is, through `defer` with no
 * pending value. Remix v2 turns a loader's JSON response back into objects before it renders
 * (serialise, wrap in a web stream, read, parse: 7-8% of an uncached page's server CPU, the
 * first profile of decision 0978); a deferred value skips that round trip and still reaches the
 * browser as JSON in the page's handoff script, so the server renders with the very values the
 * browser hydrates with, which {@link firstNonJsonValue} checks first.
 *
 * Typed as the JSON response it stands for: what components read (`useLoaderData<typeof loader>`)
 * is the JSON form either way. `init`: status and headers, as `json` takes them.
 */
export function loaderAnswer<T>(context: Pick<AppLoadContext, 'documentRequest'> | undefined, data: T, init?: ResponseInit): TypedResponse<T> {
  const plainObject = typeof data === 'object' && data !== null && !Array.isArray(data);
  if (!context?.documentRequest || !plainObject) return json(data, init);
  if (!keptByJson(data, 0)) {
    const changed = firstNonJsonValue(data) ?? '(too deep)';
    // Correct but slower: said once per path, so that the loader can be fixed.
    if (!reported.has(changed) && reported.size < 100) {
      reported.add(changed);
      log.warn('page data that JSON would change goes through JSON (decision 0978)', { path: changed });
    }
    return json(data, init);
  }
  // A deferred answer is what Remix's own `defer` loaders return; only its static type differs.
  return defer(data as Record<string, unknown>, init) as unknown as TypedResponse<T>;
}

/**
 * Drops from a document's Remix context the deferred answers of {@link loaderAnswer} that hold no
 * promise (all of ours), before it renders: Remix would otherwise add its streaming helpers
 * (about 1 KB of inline script, `__remixContext.p/n/r` and an empty `Object.assign` per route)
 * to every page for values that are already in the handoff's loader data. A loader that defers a
 * real promise keeps its entry and its script. Mutates and returns `context`.
 */
export function withoutSettledDeferreds<C extends Pick<EntryContext, 'staticHandlerContext'>>(context: C): C {
  const active = context.staticHandlerContext.activeDeferreds;
  if (!active) return context;
  for (const [routeId, deferred] of Object.entries(active)) if (deferred.deferredKeys.length === 0) delete active[routeId];
  if (Object.keys(active).length === 0) context.staticHandlerContext.activeDeferreds = null;
  return context;
}
