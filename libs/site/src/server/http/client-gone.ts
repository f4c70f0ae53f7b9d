import type { ServerResponse } from 'node:http';

/**
 * True once `res` can no longer be written: it finished, or its connection closed. Unlike a
 * `'close'` listener this also sees a close that happened before anyone listened (a request held
 * during start-up whose client left, docs/requirements/hardening.md#cancelled-requests).
 */
export function responseClosed(res: ServerResponse): boolean {
  return res.closed || res.destroyed || res.writableFinished || res.req?.socket?.destroyed === true;
}

/** True when the client left before its answer was complete (closed without finishing; docs/requirements/hardening.md#cancelled-requests). */
export function clientLeft(res: ServerResponse): boolean {
  return !res.writableFinished && responseClosed(res);
}

/**
 * Calls `fn` once when `res` closes (finished or cut), or at once (synchronously) when it already
 * has: a `'close'` that fired before the listener was attached is never emitted again, and a wait
 * released only by it would last forever (docs/requirements/hardening.md#cancelled-requests).
 * Returns the function that forgets `fn` (no-op once it ran).
 */
export function onceClosed(res: ServerResponse, fn: () => void): () => void {
  if (responseClosed(res)) {
    fn();
    return () => undefined;
  }
  res.once('close', fn);
  return () => void res.off('close', fn);
}

const signals = new WeakMap<ServerResponse, AbortSignal>();

/**
 * The abort signal of one request (docs/requirements/hardening.md#cancelled-requests): aborts when
 * its client leaves before the answer is complete, and is already aborted when it left before this
 * was asked. One signal and one listener per response, however many waits use it.
 */
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

/**
 * Waits for `promise` for at most `maxMs`, or until `signal` aborts: `'done'` when it settled
 * (whether fulfilled or rejected), `'gone'` when the signal aborted first, `'timeout'` when the
 * time ran out. Never rejects; leaves no timer or listener behind
 * (docs/requirements/hardening.md#cancelled-requests: a wait ends when its client leaves).
 */
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
