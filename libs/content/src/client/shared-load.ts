import { GateRefusedError } from './gate';
import { currentRequestSignal, runInRequestScope, runOutsideRequestScope } from './request-scope';
import { sharedSignal } from './shared-signal';
import { untilVisitorGone } from './until-visitor-gone';

/**
 * One load shared by every request that asks for it while it runs (docs/requirements/hardening.md#cancelled-requests):
 * the load runs in a scope of its own whose signal aborts only when every visitor waiting for it
 * has gone (a caller outside a request pins it), with one CMS budget from its start; each caller
 * waits only while its own client stays (`visitor gone`, a GateRefusedError, when it leaves). So
 * the first caller leaving neither cancels the load for the others nor makes them fail.
 * `label` names the load in errors. Rejects with what the load rejects with.
 */
export class SharedLoad<T> {
  private running: { promise: Promise<T>; join(signal: AbortSignal | undefined): void } | null = null;

  constructor(private readonly label: string) {}

  /** Joins the running load, or starts `load` when none runs. */
  run(load: () => Promise<T>): Promise<T> {
    const signal = currentRequestSignal();
    if (signal?.aborted) return Promise.reject(new GateRefusedError(this.label, 'visitor gone'));
    if (!this.running) {
      const shared = sharedSignal();
      const promise = (signal ? runInRequestScope({ signal: shared.signal }, load) : runOutsideRequestScope(load)).finally(() => {
        this.running = null;
        shared.release();
      });
      this.running = { promise, join: shared.join };
    }
    this.running.join(signal);
    return untilVisitorGone(this.running.promise, signal, this.label);
  }
}
