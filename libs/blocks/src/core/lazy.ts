/**
 * Modules loaded once that then render synchronously (docs/requirements/performance.md#code-loaded-when-wanted, decision 0560). Not
 * React.lazy: a Suspense boundary streams a fallback first, invisible without JavaScript
 * (docs/requirements/pages.md#progressive-enhancement). Pages preload what they need; otherwise a component suspends and the server waits.
 */

export interface LazyEntry<T> {
  /** Rejects with the import error. */
  load(): Promise<T>;
  peek(): T | undefined;
}

/** Runs an `import()` once; its result then reads synchronously. A failed load is forgotten, so the next `load()` retries. */
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

/** The loaded value, else suspends by throwing the load promise (without a boundary the server waits). */
export function readLazy<T>(entry: LazyEntry<T>): T {
  const value = entry.peek();
  if (value !== undefined) return value;
  throw entry.load();
}
