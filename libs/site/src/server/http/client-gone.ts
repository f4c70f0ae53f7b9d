import type { ServerResponse } from 'node:http';

/** True once `res` cannot be written, a close before anyone listened included (docs/requirements/hardening.md#cancelled-requests). */
export function responseClosed(res: ServerResponse): boolean {
  return res.closed || res.destroyed || res.writableFinished || res.req?.socket?.destroyed === true;
}

/** True when the client left before its answer was complete (docs/requirements/hardening.md#cancelled-requests). */
export function clientLeft(res: ServerResponse): boolean {
  return !res.writableFinished && responseClosed(res);
}

/** Calls `fn` once on close, at once if already closed; returns the function that forgets it. */
export function onceClosed(res: ServerResponse, fn: () => void): () => void {
  if (responseClosed(res)) {
    fn();
    return () => undefined;
  }
  res.once('close', fn);
  return () => void res.off('close', fn);
}

const signals = new WeakMap<ServerResponse, AbortSignal>();

/** One abort signal per response, aborted when its client leaves early (docs/requirements/hardening.md#cancelled-requests). */
export function clientSignal(res: ServerResponse): AbortSignal {
  let signal = signals.get(res);
  if (signal) return signal;
  const controller = new AbortController();
  signal = controller.signal;
  signals.set(res, signal);
  onceClosed(res, () => {
    if (!res.writableFinished) controller.abort();
  });
  return signal;
}

/** Waits for `promise` up to `maxMs` or until `signal` aborts: `'done'`, `'gone'` or `'timeout'`. Never rejects; leaves nothing behind. */
export function waitUnlessGone(promise: Promise<unknown>, signal: AbortSignal, maxMs: number): Promise<'done' | 'gone' | 'timeout'> {
  if (signal.aborted) return Promise.resolve('gone');
  return new Promise((resolve) => {
    const finish = (outcome: 'done' | 'gone' | 'timeout') => {
      clearTimeout(timer);
      signal.removeEventListener('abort', gone);
      resolve(outcome);
    };
    const gone = () => finish('gone');
    const timer = setTimeout(() => finish('timeout'), Math.max(0, maxMs));
    signal.addEventListener('abort', gone, { once: true });
    promise.then(
      () => finish('done'),
      () => finish('done'),
    );
  });
}
