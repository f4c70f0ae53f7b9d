import { log } from '../server/http/log';

/** Ms a sitemap is served before a background rebuild. */
export const SITEMAP_MAX_AGE_MS = 5 * 60_000;

export interface SitemapMemo {
  /** Stored, in-flight or new build; rejects with `signal.reason` or the build's error. A new `version` is a publish. */
  get(version: number | undefined, signal: AbortSignal, build: () => Promise<Uint8Array<ArrayBuffer>>): Promise<Uint8Array<ArrayBuffer>>;
  /** A publish: the next request waits for a new build. */
  invalidate(): void;
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** One shared sitemap per content change (decision 1001), refreshed after `maxAgeMs`; failed builds are not kept. */
export function createSitemapMemo(options: { maxAgeMs?: number; now?: () => number } = {}): SitemapMemo {
  const maxAgeMs = options.maxAgeMs ?? SITEMAP_MAX_AGE_MS;
  const now = options.now ?? Date.now;
  let stored: { body: Uint8Array<ArrayBuffer>; at: number; version: number | undefined; generation: number } | null = null;
  let building: { promise: Promise<Uint8Array<ArrayBuffer>>; generation: number } | null = null;
  let generation = 0;

  const start = (version: number | undefined, build: () => Promise<Uint8Array<ArrayBuffer>>): Promise<Uint8Array<ArrayBuffer>> => {
    if (building && building.generation === generation) return building.promise;
    // One build at a time: a new one starts after the running one.
    const previous = building?.promise.then(
      () => undefined,
      () => undefined,
    );
    const started = generation;
    const run = (previous ? previous.then(build) : new Promise<Uint8Array<ArrayBuffer>>((resolve) => resolve(build()))).then((body) => {
      // Built from content older than a publish: given to its waiters, not kept.
      if (generation === started) stored = { body, at: now(), version, generation: started };
      return body;
    });
    const entry = { promise: run, generation: started };
    building = entry;
    const clear = () => {
      if (building === entry) building = null;
    };
    run.then(clear, clear);
    return run;
  };

  return {
    get(version, signal, build) {
      const usable = stored && stored.generation === generation && (stored.version === version || version === undefined) ? stored : null;
      if (usable) {
        // A failure keeps the old copy.
        if (now() - usable.at >= maxAgeMs)
          start(version, build).catch((error: unknown) => log.warn('sitemap not rebuilt', { error: (error as Error)?.message ?? String(error) }));
        return Promise.resolve(usable.body);
      }
      return untilAborted(start(version, build), signal);
    },
    invalidate() {
      generation++;
    },
  };
}
