import { CONTENT_CLIENT_LIMITS } from './storyblok';

/** Bounds of upstream work (docs/requirements/hardening.md#content-call-bounds). */
export interface UpstreamLimits {
  ratePerSecond: number;
  maxQueue: number;
  maxWaitMs: number;
  breakerBaseMs: number;
  breakerMaxMs: number;
  /** Longest a visitor request waits for the CMS in all, from its start (ms). */
  requestBudgetMs: number;
  /** Longest a speculative call waits for spare capacity before its 503 (ms, decision 0883). */
  spareWaitMs: number;
}

/** Default bounds; the STORYBLOK_* variables override them. */
export const DEFAULT_UPSTREAM_LIMITS: UpstreamLimits = {
  ratePerSecond: CONTENT_CLIENT_LIMITS.requestsPerSecond,
  maxQueue: 20,
  maxWaitMs: 3000,
  breakerBaseMs: 2000,
  breakerMaxMs: 15_000,
  requestBudgetMs: 5000,
  spareWaitMs: 1000,
};
