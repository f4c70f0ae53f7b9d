import type StoryblokClient from 'storyblok-js-client';
import { logger } from '../logger';
import { CircuitBreaker } from './breaker';
import { GateRefusedError, UpstreamGate } from './gate';
import { needsSpareCapacity, type RequestScope } from './request-scope';
import { classifyFailure, type UpstreamFailure } from './upstream-error';
import type { UpstreamLimits } from './upstream-limits';

/**
 * Every call of the content service to the CMS passes here (docs/requirements/hardening.md#slow-cms):
 * the circuit breaker, the rate gate with its bounded visitor queue and spare-capacity rule
 * (decision 0883), and each visitor request's time budget. Errors: GateRefusedError (a
 * ContentUnavailableError, 503) when refused or out of time; the client's own errors otherwise.
 */
export class UpstreamDoor {
  private readonly gate: UpstreamGate;
  private readonly breaker: CircuitBreaker;

  constructor(
    private readonly limits: UpstreamLimits,
    /** Label of the upstream in errors and logs (endpoint without token). */
    private readonly endpoint: string,
    now: () => number,
  ) {
    this.gate = new UpstreamGate({ ...limits, endpoint, now });
    this.breaker = new CircuitBreaker({ baseMs: limits.breakerBaseMs, maxMs: limits.breakerMaxMs, now });
  }

  /** True while the breaker refuses calls (background revalidation is not even tried). */
  get breakerOpen(): boolean {
    return this.breaker.isOpen;
  }

  /** Health of the upstream path (benchmarks, logs): breaker state and waiting calls. */
  get state(): { breakerOpen: boolean; retryInMs: number; waiting: number } {
    return { breakerOpen: this.breaker.isOpen, retryInMs: this.breaker.retryInMs, waiting: this.gate.waiting };
  }

  /**
   * The one door to the CMS (docs/requirements/hardening.md#slow-cms): the circuit breaker first (open: refused at once), then
   * the gate (visitor calls wait in the bounded queue and are dropped when `signal` aborts;
   * background calls run only when a slot is free), then the client. Outcome feeds the breaker.
   * A visitor call (one with `signal`) waits at most what is left of its request's budget
   * (`requestBudgetMs` from the request's start), in the queue and for the answer together; when it
   * is spent the visitor gets `out of time` (503) while the call runs on and informs the breaker.
   * `scope`: the visitor request the call is for (its start and speculative flag); `signal` is its
   * signal, or that of the shared call several requests wait on.
   */
  async call(client: StoryblokClient, path: string, params: Record<string, unknown>, signal: AbortSignal | undefined, background: boolean, scope?: RequestScope) {
    const endpoint = `${this.endpoint}/${path}`;
    const started = signal && !background ? scope?.startedAt : undefined;
    const deadline = started === undefined ? undefined : started + this.limits.requestBudgetMs;
    if (deadline !== undefined && deadline <= Date.now()) throw new GateRefusedError(endpoint, 'out of time');
    const admitted = this.breaker.admit();
    if (admitted === 'open') throw new GateRefusedError(endpoint, 'circuit open');
    const call = async () => {
      const answer = client.get(path, params as Parameters<StoryblokClient['get']>[1]).then(
        (res) => {
          this.breaker.success();
          return res;
        },
        (error: unknown) => {
          const kind = classifyFailure(error);
          if (kind === 'outage') this.breaker.failure();
          else if (kind === 'not-found') this.breaker.success();
          else this.breaker.release();
          throw error;
        },
      );
      return deadline === undefined ? answer : this.withinBudget(answer, deadline, endpoint);
    };
    if (background && !this.gate.tryBackground()) {
      this.breaker.release();
      throw new GateRefusedError(endpoint, 'queue full');
    }
    if (background) return call();
    // A speculative request (no known page, decision 0883) gets in only on spare capacity: a slot
    // with half the burst kept for real pages, waited for at most `spareWaitMs` outside the
    // visitor queue, else a refusal (503 with Retry-After). Once in, its further calls wait their
    // turn in the bounded queue.
    if (signal && scope && needsSpareCapacity(scope)) {
      if (!(await this.gate.awaitSpare(Math.min(this.limits.spareWaitMs, deadline === undefined ? Infinity : deadline - Date.now()), signal))) {
        this.breaker.release();
        throw new GateRefusedError(endpoint, 'queue full');
      }
      scope.spareAdmitted = true;
      return call();
    }
    // Work outside a visitor request (search indexing, sitemap builds, webhooks) waits for the
    // rate without the visitor bounds; visitors' calls are bounded (docs/requirements/hardening.md#hardening-goals).
    const maxWait = deadline === undefined ? this.limits.maxWaitMs : Math.min(this.limits.maxWaitMs, deadline - Date.now());
    return this.gate.run(call, signal, signal === undefined, maxWait).catch((error: unknown) => {
      if (!(error instanceof GateRefusedError)) throw error;
      this.breaker.release();
      throw new GateRefusedError(endpoint, error.reason);
    });
  }

  /**
   * `answer`, or `out of time` when `deadline` (ms since the epoch) comes first. The call is not
   * cancelled (it still counts for the breaker); an outage it ends in is logged, since no visitor
   * is left to report it.
   */
  private withinBudget<T>(answer: Promise<T>, deadline: number, endpoint: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let late = false;
      const timer = setTimeout(() => {
        late = true;
        reject(new GateRefusedError(endpoint, 'out of time'));
      }, Math.max(0, deadline - Date.now()));
      answer.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          if (late && classifyFailure(error) === 'outage') logger.error(`content unavailable: ${endpoint} (${(error as UpstreamFailure)?.status ?? ''} ${(error as UpstreamFailure)?.message ?? ''})`);
          reject(error);
        },
      );
    });
  }
}
