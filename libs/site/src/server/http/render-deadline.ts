import type { Writable } from 'node:stream';

/**
 * The deadline of one streamed render (decision 0976): calls React's `abort` after `delayMs` unless the stream `until(stream)` names has
 * finished or closed; `cancel()` clears it. A bare timer would keep the whole finished render reachable until it fires.
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
