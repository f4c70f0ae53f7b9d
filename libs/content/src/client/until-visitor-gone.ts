import { onAbort } from './abort-fan-out';
import { GateRefusedError } from './gate';

/**
 * `shared`, or a `visitor gone` refusal as soon as `signal` aborts, while the call goes on for
 * the others (docs/requirements/hardening.md#cancelled-requests). No signal: `shared` itself.
 */
export function untilVisitorGone<T>(shared: Promise<T>, signal: AbortSignal | undefined, endpoint: string): Promise<T> {
  if (!signal) return shared;
  if (signal.aborted) {
    // The shared call's own outcome is someone else's to handle.
    shared.catch(() => undefined);
    return Promise.reject(new GateRefusedError(endpoint, 'visitor gone'));
  }
  return new Promise<T>((resolve, reject) => {
    const forget = onAbort(signal, () => reject(new GateRefusedError(endpoint, 'visitor gone')));
    shared.then(
      (value) => {
        forget();
        resolve(value);
      },
      (error: unknown) => {
        forget();
        reject(error);
      },
    );
  });
}
