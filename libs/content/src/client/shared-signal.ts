import { onAbort } from './abort-fan-out';

/**
 * An abort signal shared by every caller of one deduplicated request: aborts when all have gone.
 * `release()` forgets this call's callbacks on the visitors' signals.
 */
export function sharedSignal(): { signal: AbortSignal; join(s: AbortSignal | undefined): void; release(): void } {
  const ctl = new AbortController();
  const forget: Array<() => void> = [];
  let live = 0;
  let pinned = false;
  return {
    signal: ctl.signal,
    join(s) {
      if (!s) {
        pinned = true;
        return;
      }
      if (s.aborted) return;
      live++;
      forget.push(
        onAbort(s, () => {
          live--;
          if (!pinned && live === 0) ctl.abort();
        }),
      );
    },
    release() {
      for (const f of forget.splice(0)) f();
    },
  };
}
