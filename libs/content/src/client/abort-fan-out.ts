/** Callbacks per signal; the signal itself carries one listener (see {@link onAbort}). */
const callbacks = new WeakMap<AbortSignal, Set<() => void>>();

/**
 * Calls `fn` once when `signal` aborts, and returns the function that forgets it. However many
 * content calls of one visitor request wait on its signal, the signal carries ONE `abort` listener
 * (docs/requirements/hardening.md#hardening-goals: a listener per call, never removed, exceeded Node's 10 per signal under a flood and
 * kept each call's closure until the request ended). Forgetting a callback when its call settles
 * keeps the set as small as the calls in flight.
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
