import { AsyncLocalStorage } from 'node:async_hooks';

/** What the content layer knows about the visitor's request it works for. */
export interface RequestScope {
  /** Aborted when the visitor has gone (connection closed before the answer was sent). */
  signal: AbortSignal;
}

const storage = new AsyncLocalStorage<RequestScope>();

/**
 * Runs `fn` (and everything it awaits) on behalf of a visitor request whose `signal` aborts when
 * the visitor goes away (issue 12): upstream work queued for it is dropped instead of spending
 * the CMS rate on nobody. The site wraps each HTTP request in it; loaders need not pass anything.
 */
export function runInRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

/** The current request's abort signal, or undefined outside a request (background work). */
export function currentRequestSignal(): AbortSignal | undefined {
  return storage.getStore()?.signal;
}
