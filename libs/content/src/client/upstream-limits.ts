import { CONTENT_CLIENT_LIMITS } from './storyblok';

/** Bounds of upstream work (see ContentServiceOptions.limits). */
export interface UpstreamLimits {
  ratePerSecond: number;
  maxQueue: number;
  maxWaitMs: number;
  breakerBaseMs: number;
  breakerMaxMs: number;
  /**
   * Longest a visitor request waits for the CMS in all (queue and upstream calls together, ms,
   * from the request's start): the upstream timeout (STORYBLOK_TIMEOUT_MS), so no request waits
   * more than one timeout however many content calls it makes (docs/requirements/hardening.md#hardening-goals).
   */
  requestBudgetMs: number;
  /**
   * Longest a speculative call (a URL that is no known page, decision 0883) waits for spare
   * capacity before its 503 (ms); it waits outside the visitor queue, so real pages never wait
   * behind it.
   */
  spareWaitMs: number;
}

/** Default bounds (STORYBLOK_QUEUE_MAX, STORYBLOK_QUEUE_WAIT_MS, STORYBLOK_BREAKER_MS override them). */
export const DEFAULT_UPSTREAM_LIMITS: UpstreamLimits = {
  ratePerSecond: CONTENT_CLIENT_LIMITS.requestsPerSecond,
  maxQueue: 20,
  maxWaitMs: 3000,
  breakerBaseMs: 2000,
  breakerMaxMs: 15_000,
  requestBudgetMs: 5000,
  spareWaitMs: 1000,
};
