/**
 * Lazily loaded modules that render synchronously once loaded (docs/requirements/pages.md#block-library-goals "code that only some
 * pages need is loaded only where it is used"; decision 0560).
 *
 * Why not React.lazy: React.lazy needs a Suspense boundary, and a boundary makes the server
 * stream a fallback first (content invisible without JavaScript, docs/requirements/pages.md#progressive-enhancement) and the client
 * flash it on navigation. Instead every page preloads what its story needs (`preloadStory`)
 * before hydration and before each client navigation, so components are already loaded when
 * they render. If one is not (a caller forgot to preload), the component suspends by throwing
 * the load promise: on the server renderToPipeableStream waits for it before the shell is sent.
 */

/** A module loaded at most once; `peek()` answers synchronously once `load()` has resolved. */
export interface LazyEntry<T> {
  /** Starts (once) and returns the load. Rejects with the import error (a missing chunk). */
  load(): Promise<T>;
  /** The loaded value, or undefined while it is not loaded yet. */
  peek(): T | undefined;
}

/**
 * Wraps an `import()` so it runs once and its result can be read synchronously afterwards.
 * A failed load is forgotten, so the next `load()` retries (a chunk that failed on a flaky
 * network is fetched again on the next navigation).
 */
export function lazyEntry<T>(importer: () => Promise<T>): LazyEntry<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    peek: () => value,
  };
}

/**
 * Reads a lazy entry during render: the value when loaded, else suspends by throwing the load
 * promise (React's Suspense protocol; without a boundary the server waits for it).
 */
export function readLazy<T>(entry: LazyEntry<T>): T {
  const value = entry.peek();
  if (value !== undefined) return value;
  throw entry.load();
}
