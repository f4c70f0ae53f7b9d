import type { Writable } from 'node:stream';

/**
 * The deadline of one streamed React render (decision 0976): calls `abort` (React's, from
 * `renderToPipeableStream`) after `delayMs` unless the render's output stream has ended first.
 * `until(stream)` ties it to the stream React pipes into: its `finish` (React wrote the whole
 * document) or `close` (ended or destroyed; React then aborts itself) clears the timer. `cancel()`
 * clears it at once (a shell error: nothing was piped).
 *
 * Why not a bare `setTimeout(abort, delayMs)` as in Remix's template: the pending timer keeps
 * React's `abort` closure, and through it the whole render (Remix's entry context with its loader
 * data and serialized hand-off, the element tree, the stream), reachable for `delayMs` after the
 * answer has gone. Under the 20-URL mix at 50 connections that was 300-700 finished renders held at
 * once (35-40 MB of live heap, all of it promoted to the old generation, which V8 then sized 1.4
 * times larger); react-router fixed its template the same way (remix-run/react-router#13416).
 */
export function renderDeadline(abort: () => void, delayMs: number): { until(stream: Writable): void; cancel(): void } {
  const timer = setTimeout(abort, delayMs);
  const cancel = () => clearTimeout(timer);
  return {
    until(stream) {
      stream.once('finish', cancel);
      stream.once('close', cancel);
    },
    cancel,
  };
}
