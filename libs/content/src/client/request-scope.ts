import { AsyncLocalStorage } from 'node:async_hooks';

/** What the content layer knows about the visitor's request it works for. */
export interface RequestScope {
  /** Aborted when the visitor has gone (connection closed before the answer was sent). */
  signal: AbortSignal;
  /**
   * When the request started (`Date.now()` ms); set by `runInRequestScope` when not given. The
   * content service gives each visitor request one timeout's worth of CMS waiting from here
   * (queue and upstream together, issue 12 "no request waits more than the timeout once").
   */
  startedAt?: number;
}

const storage = new AsyncLocalStorage<RequestScope>();

/**
 * Runs `fn` (and everything it awaits) on behalf of a visitor request whose `signal` aborts when
 * the visitor goes away (issue 12): upstream work queued for it is dropped instead of spending
 * the CMS rate on nobody. The site wraps each HTTP request in it; loaders need not pass anything.
 */
export function runInRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run({ ...scope, startedAt: scope.startedAt ?? Date.now() }, fn);
}

/** When the current visitor request started (ms since the epoch), or undefined outside a request. */
export function currentRequestStart(): number | undefined {
  return storage.getStore()?.startedAt;
}

/** The current request's abort signal, or undefined outside a request (background work). */
export function currentRequestSignal(): AbortSignal | undefined {
  return storage.getStore()?.signal;
}
