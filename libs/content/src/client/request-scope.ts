import { AsyncLocalStorage } from 'node:async_hooks';

/** What the content layer knows about the visitor's request it works for. */
export interface RequestScope {
  /** Aborted when the visitor has gone (connection closed before the answer was sent). */
  signal: AbortSignal;
  /**
   * When the request started (`Date.now()` ms); set by `runInRequestScope` when not given. The
   * content service gives each visitor request one timeout's worth of CMS waiting from here
   * (queue and upstream together, docs/requirements/hardening.md#hardening-goals "no request waits more than the timeout once").
   */
  startedAt?: number;
  /**
   * Set by the page loader for a URL that is no known page (docs/requirements/hardening.md#hardening-goals, decision 0883): its content
   * calls use only spare capacity (no wait in the queue), so a flood of unknown URLs cannot
   * crowd out real pages.
   */
  speculative?: boolean;
  /**
   * Set once a speculative request's first call found spare capacity: its later calls (the
   * lookup of one page takes several) wait in the bounded queue like a real page's. Without it an
   * unknown URL that needs three calls was refused on a quiet server (503 instead of 404).
   */
  spareAdmitted?: boolean;
}

// One store per process, shared by every copy of this module (the HTTP server and the Remix
// server build each bundle libs/content): a loader marks the scope the server opened.
const STORE_KEY = Symbol.for('silca.content.requestScope');
const storage: AsyncLocalStorage<RequestScope> = ((globalThis as Record<symbol, unknown>)[STORE_KEY] as AsyncLocalStorage<RequestScope> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[STORE_KEY] = new AsyncLocalStorage<RequestScope>()) as AsyncLocalStorage<RequestScope>;

/**
 * Runs `fn` (and everything it awaits) on behalf of a visitor request whose `signal` aborts when
 * the visitor goes away (docs/requirements/hardening.md#hardening-goals): upstream work queued for it is dropped instead of spending
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

/**
 * Marks the current visitor request as speculative (a URL that is no known page, decision 0883):
 * from now on its content calls run only when the upstream gate has a free slot at once, else
 * they are refused (`waited too long`, a 503 with Retry-After). No-op outside a request.
 */
export function markRequestSpeculative(): void {
  const scope = storage.getStore();
  if (scope) scope.speculative = true;
}

/** Whether the current request was marked speculative ({@link markRequestSpeculative}). */
export function isRequestSpeculative(): boolean {
  return storage.getStore()?.speculative === true;
}

/**
 * Whether the current speculative request still needs spare capacity: true until its first call
 * is admitted ({@link markSpareAdmitted}); false outside a request or for a real page.
 */
export function needsSpareCapacity(): boolean {
  const scope = storage.getStore();
  return scope?.speculative === true && scope.spareAdmitted !== true;
}

/** Records that the current speculative request's first call found spare capacity. No-op outside a request. */
export function markSpareAdmitted(): void {
  const scope = storage.getStore();
  if (scope) scope.spareAdmitted = true;
}

/** Runs `fn` outside any visitor request (background work started from a request: not bounded by it, not dropped with it). */
export function runOutsideRequestScope<T>(fn: () => T): T {
  return storage.exit(fn);
}
