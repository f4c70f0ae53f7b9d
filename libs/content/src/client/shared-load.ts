import { GateRefusedError } from './gate';
import { createRequestScope, type RequestScope } from './request-scope';
import { sharedSignal } from './shared-signal';
import { untilVisitorGone } from './until-visitor-gone';

/**
 * One load shared by every request that asks for it while it runs (docs/requirements/hardening.md#cancelled-requests):
 * the load gets a scope of its own whose signal aborts only when every visitor waiting for it
 * has gone (a caller outside a request, `request` undefined, pins it and the load gets no scope),
 * with one CMS budget from its start; each caller waits only while its own client stays (`visitor
 * gone`, a GateRefusedError, when it leaves). So the first caller leaving neither cancels the load
 * for the others nor makes them fail. `label` names the load in errors. Rejects with what the load
 * rejects with.
 */
export class SharedLoad<T> {
  private running: { promise: Promise<T>; join(signal: AbortSignal | undefined): void } | null = null;

  constructor(private readonly label: string) {}

  /** Joins the running load, or starts `load` (given the load's own scope) when none runs. */
  run(request: RequestScope | undefined, load: (scope: RequestScope | undefined) => Promise<T>): Promise<T> {
    const signal = request?.signal;
    if (signal?.aborted) return Promise.reject(new GateRefusedError(this.label, 'visitor gone'));
    if (!this.running) {
      const shared = sharedSignal();
      const promise = load(signal ? createRequestScope({ signal: shared.signal }) : undefined).finally(() => {
        this.running = null;
        shared.release();
      });
      this.running = { promise, join: shared.join };
    }
    this.running.join(signal);
    return untilVisitorGone(this.running.promise, signal, this.label);
  }
}
