/** Settings of the circuit breaker (docs/requirements/hardening.md#slow-cms). */
export interface BreakerOptions {
  /** First pause after a failed upstream call (ms); doubled on each failed probe. */
  baseMs: number;
  /** Longest pause (ms). */
  maxMs: number;
  /** Consecutive failures that open it (one heavy request's timeout is no outage). Default 2. */
  threshold?: number;
  now?: () => number;
}

/**
 * A circuit breaker over the CMS (docs/requirements/hardening.md#content-call-bounds): an outage
 * opens it for `baseMs`; then one probe goes through, and its failure doubles the pause up to
 * `maxMs`, so a dead CMS costs one timeout per pause, not per request.
 */
export class CircuitBreaker {
  private failures = 0;
  private quickFailures = 0;
  private openUntil = 0;
  private probing = false;
  private readonly now: () => number;

  constructor(private readonly opts: BreakerOptions) {
    this.now = opts.now ?? Date.now;
  }

  /** `closed`: call freely; `open`: do not call; `probe`: this caller is the one trial call. */
  admit(): 'closed' | 'open' | 'probe' {
    if (this.failures === 0) return 'closed';
    if (this.now() < this.openUntil || this.probing) return 'open';
    this.probing = true;
    return 'probe';
  }

  /** True while upstream calls are being held back. */
  get isOpen(): boolean {
    return this.failures > 0 && (this.now() < this.openUntil || this.probing);
  }

  /** Milliseconds until the next probe may run (0 when closed). */
  get retryInMs(): number {
    return this.failures ? Math.max(0, this.openUntil - this.now()) : 0;
  }

  success(): void {
    this.failures = 0;
    this.quickFailures = 0;
    this.openUntil = 0;
    this.probing = false;
  }

  /** An outage-class failure; calls already under way while open do not count twice. */
  failure(): void {
    if (this.failures > 0 && this.now() < this.openUntil && !this.probing) return;
    if (this.failures === 0 && ++this.quickFailures < (this.opts.threshold ?? 2)) return;
    this.quickFailures = 0;
    this.failures++;
    this.probing = false;
    const pause = Math.min(this.opts.maxMs, this.opts.baseMs * 2 ** (this.failures - 1));
    this.openUntil = this.now() + pause;
  }

  /** A call that ended without telling anything about the CMS (aborted, refused by the gate). */
  release(): void {
    this.probing = false;
  }
}
