import type StoryblokClient from 'storyblok-js-client';
import { logger } from '../logger';
import { CircuitBreaker } from './breaker';
import { GateRefusedError, UpstreamGate } from './gate';
import { needsSpareCapacity, type RequestScope } from './request-scope';
import { classifyFailure, type UpstreamFailure } from './upstream-error';
import type { UpstreamLimits } from './upstream-limits';

/**
 * Every call of the content service to the CMS passes here: the circuit breaker, the rate gate and
 * each visitor request's time budget (docs/requirements/hardening.md#content-call-bounds).
 * Throws GateRefusedError (503) when refused or out of time; the client's own errors otherwise.
 */
export class UpstreamDoor {
  private readonly gate: UpstreamGate;
  private readonly breaker: CircuitBreaker;

  constructor(
    private readonly limits: UpstreamLimits,
    private readonly endpoint: string,
    now: () => number,
  ) {
    this.gate = new UpstreamGate({ ...limits, endpoint, now });
    this.breaker = new CircuitBreaker({ baseMs: limits.breakerBaseMs, maxMs: limits.breakerMaxMs, now });
  }

  get breakerOpen(): boolean {
    return this.breaker.isOpen;
  }

  get state(): { breakerOpen: boolean; retryInMs: number; waiting: number } {
    return { breakerOpen: this.breaker.isOpen, retryInMs: this.breaker.retryInMs, waiting: this.gate.waiting };
  }

  /**
   * Calls the CMS for `scope` (`signal`: its own, or that of a shared call). A visitor call waits
   * at most what is left of its request's budget; a speculative one needs spare capacity
   * (docs/requirements/hardening.md#unknown-page-lookups).
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
    if (signal && scope && needsSpareCapacity(scope)) {
      if (!(await this.gate.awaitSpare(Math.min(this.limits.spareWaitMs, deadline === undefined ? Infinity : deadline - Date.now()), signal))) {
        this.breaker.release();
        throw new GateRefusedError(endpoint, 'queue full');
      }
      scope.spareAdmitted = true;
      return call();
    }
    // Work outside a visitor request (no signal) waits without the visitor bounds.
    const maxWait = deadline === undefined ? this.limits.maxWaitMs : Math.min(this.limits.maxWaitMs, deadline - Date.now());
    return this.gate.run(call, signal, signal === undefined, maxWait).catch((error: unknown) => {
      if (!(error instanceof GateRefusedError)) throw error;
      this.breaker.release();
      throw new GateRefusedError(endpoint, error.reason);
    });
  }

  /** `answer`, or `out of time` at `deadline`; the call runs on, so a late outage is logged here. */
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
