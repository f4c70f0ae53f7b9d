/**
 * What the content layer knows about the visitor's request it works for. Made once per request by
 * the site (`createRequestScope` in its load context) and passed explicitly: the content service's
 * per-request view ({@link ./request-view}), the shared loads and the access policy take it as an
 * argument (decision 1070: no ambient request state).
 */
export interface RequestScope {
  /** Aborted when the visitor has gone (connection closed before the answer was sent). */
  readonly signal: AbortSignal;
  /**
   * When the request started (`Date.now()` ms). The content service gives each visitor request
   * one timeout's worth of CMS waiting from here (queue and upstream together,
   * docs/requirements/hardening.md#hardening-goals "no request waits more than the timeout once").
   */
  readonly startedAt: number;
  /**
   * Set by the page loader for a URL that is no known page (docs/requirements/hardening.md#hardening-goals, decision 0883): its content
   * calls use only spare capacity (no wait in the queue), so a flood of unknown URLs cannot
   * crowd out real pages.
   */
  speculative: boolean;
  /**
   * Set once a speculative request's first call found spare capacity: its later calls (the
   * lookup of one page takes several) wait in the bounded queue like a real page's. Without it an
   * unknown URL that needs three calls was refused on a quiet server (503 instead of 404).
   */
  spareAdmitted: boolean;
}

/**
 * The scope of one visitor request (docs/requirements/hardening.md#cancelled-requests): `signal`
 * aborts when the visitor goes away, so upstream work queued for it is dropped instead of spending
 * the CMS rate on nobody; `startedAt` (ms since the epoch) defaults to now.
 */
export function createRequestScope(init: { signal: AbortSignal; startedAt?: number }): RequestScope {
  return { signal: init.signal, startedAt: init.startedAt ?? Date.now(), speculative: false, spareAdmitted: false };
}

/**
 * Marks `scope` as speculative (a URL that is no known page, decision 0883): from now on its
 * content calls run only when the upstream gate has a free slot at once, else they are refused
 * (`waited too long`, a 503 with Retry-After).
 */
export function markRequestSpeculative(scope: RequestScope): void {
  scope.speculative = true;
}

/**
 * Whether a call for `scope` still needs spare capacity: true until its first call is admitted
 * (`spareAdmitted`); false for a real page and for work outside a request (no scope).
 */
export function needsSpareCapacity(scope: RequestScope | undefined): boolean {
  return scope?.speculative === true && !scope.spareAdmitted;
}
