/** Callbacks per signal; the signal itself carries one listener (see {@link onAbort}). */
const callbacks = new WeakMap<AbortSignal, Set<() => void>>();

/**
 * Calls `fn` once when `signal` aborts; returns the function that forgets it. The signal carries
 * one `abort` listener however many calls wait on it, since one per call exceeds Node's 10 per
 * signal under a flood (docs/requirements/hardening.md#cancelled-requests).
 */
export function onAbort(signal: AbortSignal, fn: () => void): () => void {
  let set = callbacks.get(signal);
  if (!set) {
    const fresh = new Set<() => void>();
    set = fresh;
    callbacks.set(signal, fresh);
    signal.addEventListener(
      'abort',
      () => {
        const pending = [...fresh];
        fresh.clear();
        for (const f of pending) f();
      },
      { once: true },
    );
  }
  const own = set;
  own.add(fn);
  return () => void own.delete(fn);
}
