import type { Writable } from 'node:stream';

/** Aborts a render after `delayMs` unless its stream ended (decision 0976); a bare timer would keep the render reachable. */
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
