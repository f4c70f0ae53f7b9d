import { GateRefusedError } from './gate';
import { createRequestScope, type RequestScope } from './request-scope';
import { sharedSignal } from './shared-signal';
import { untilVisitorGone } from './until-visitor-gone';

/**
 * One load shared by every request asking while it runs
 * (docs/requirements/hardening.md#cancelled-requests): it runs in a scope of its own, aborted only
 * when every waiting visitor has gone, and each caller waits only while its client stays.
 * `label` names it in errors.
 */
export class SharedLoad<T> {
  private running: { promise: Promise<T>; join(signal: AbortSignal | undefined): void } | null = null;

  constructor(private readonly label: string) {}

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
