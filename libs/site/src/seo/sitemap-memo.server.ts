import { log } from '../server/http/log';

/** How long a built sitemap is served before it is rebuilt in the background (ms): the known pages' age. */
export const SITEMAP_MAX_AGE_MS = 5 * 60_000;

/** See {@link createSitemapMemo}. */
export interface SitemapMemo {
  /**
   * The sitemap's bytes: the stored copy, or the one build in flight, or a new build (`build`
   * runs at most once at a time). `version` is the space's cache version (undefined: unknown); a
   * new one is a publish. Rejects with `signal.reason` when `signal` aborts first (the client
   * left: the build goes on for the others), or with the build's error (for every waiter).
   */
  get(version: number | undefined, signal: AbortSignal, build: () => Promise<Uint8Array<ArrayBuffer>>): Promise<Uint8Array<ArrayBuffer>>;
  /** A publish: the stored copy is not served again; the next request waits for a new build. */
  invalidate(): void;
}

/** Settles with `promise`, or rejects when `signal` aborts first; the listener never outlives it. */
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

/**
 * The built sitemap, shared (docs/requirements/hardening.md#unused-query-strings, decision 1001):
 * a 2 MB sitemap costs 100-600 ms of event loop to build, so it is built once per content change
 * and served to every request until `maxAgeMs` passed (then served once more while one
 * background build replaces it), a publish invalidated it, or the space's cache version changed
 * (then requests wait for the new build). Concurrent requests share one build; a waiter whose
 * client leaves is released at once (the build finishes for the others and is kept); a failed
 * build fails for every waiter and is not kept (the next request tries again).
 */
export function createSitemapMemo(options: { maxAgeMs?: number; now?: () => number } = {}): SitemapMemo {
  const maxAgeMs = options.maxAgeMs ?? SITEMAP_MAX_AGE_MS;
  const now = options.now ?? Date.now;
  let stored: { body: Uint8Array<ArrayBuffer>; at: number; version: number | undefined; generation: number } | null = null;
  let building: { promise: Promise<Uint8Array<ArrayBuffer>>; generation: number } | null = null;
  let generation = 0;

  const start = (version: number | undefined, build: () => Promise<Uint8Array<ArrayBuffer>>): Promise<Uint8Array<ArrayBuffer>> => {
    if (building && building.generation === generation) return building.promise;
    // A build from before a publish is still running: the new one starts after it (one at a time).
    const previous = building?.promise.then(
      () => undefined,
      () => undefined,
    );
    const started = generation;
    const run = (previous ? previous.then(build) : new Promise<Uint8Array<ArrayBuffer>>((resolve) => resolve(build()))).then((body) => {
      // Built from content older than a publish that came in meanwhile: given to its waiters, not kept.
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
        // Old: served once more while one build replaces it (a failure keeps the old copy).
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
