/**
 * What the content layer knows about the visitor's request it works for, made once per request
 * and passed explicitly (decision 1070: no ambient request state).
 */
export interface RequestScope {
  readonly signal: AbortSignal;
  /** When the request started (`Date.now()` ms); its CMS budget counts from here. */
  readonly startedAt: number;
  /** A URL that is no known page (docs/requirements/hardening.md#unknown-page-lookups). */
  speculative: boolean;
  /** Set once a speculative request's first call found spare capacity. */
  spareAdmitted: boolean;
}

/**
 * The scope of one visitor request (docs/requirements/hardening.md#cancelled-requests);
 * `startedAt` (ms since the epoch) defaults to now.
 */
export function createRequestScope(init: { signal: AbortSignal; startedAt?: number }): RequestScope {
  return { signal: init.signal, startedAt: init.startedAt ?? Date.now(), speculative: false, spareAdmitted: false };
}

/** Marks `scope` as speculative: its content calls use spare capacity only (decision 0883). */
export function markRequestSpeculative(scope: RequestScope): void {
  scope.speculative = true;
}

/** Whether a call for `scope` still needs spare capacity (until its first call is admitted). */
export function needsSpareCapacity(scope: RequestScope | undefined): boolean {
  return scope?.speculative === true && !scope.spareAdmitted;
}
