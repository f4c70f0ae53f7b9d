import { readPageChunksHeader, PAGE_CHUNKS_HEADER } from './page-chunks';
import { preloadHintedChunks } from './preload-story-page';

/** Ms a link stays visible before it is prefetched (docs/requirements/performance.md#prefetching). */
export const PREFETCH_DELAY_MS = 1000;
/** At most this many route-module preloads at once (docs/requirements/performance.md#prefetching). */
export const MAX_CONCURRENT_PRELOADS = 4;

interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * False when the browser asks to save data or reports `slow-2g`/`2g` (docs/requirements/performance.md#prefetching); true where it says
 * nothing.
 */
export function prefetchAllowed(navigatorLike: { connection?: ConnectionInfo } | undefined): boolean {
  const connection = navigatorLike?.connection;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Runs at most `limit` tasks at once in order, each key once; a failed prefetch is swallowed. */
export function createPrefetchQueue(limit = MAX_CONCURRENT_PRELOADS) {
  const seen = new Set<string>();
  const waiting: Array<() => Promise<unknown>> = [];
  let running = 0;
  const next = () => {
    while (running < limit && waiting.length > 0) {
      const task = waiting.shift()!;
      running++;
      void task()
        .catch(() => undefined)
        .finally(() => {
          running--;
          next();
        });
    }
  };
  return {
    add(key: string, task: () => Promise<unknown>) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push(task);
      next();
    },
    get running() {
      return running;
    },
  };
}

const queue = createPrefetchQueue();

/**
 * The single-fetch URL of a page route's loader data (decision 1044): `/en/global/products?page=2` ->
 * `/en/global/products.data?page=2&_routes=page`, `/` -> `/_root.data?_routes=page-index`.
 */
export function pageDataUrl(url: URL): URL {
  const data = new URL(url);
  data.hash = '';
  data.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname.replace(/\/$/, '')}.data`;
  data.searchParams.set('_routes', url.pathname === '/' ? 'page-index' : 'page');
  return data;
}

/**
 * Prefetches a page's loader data, then the chunks its {@link PAGE_CHUNKS_HEADER} names, once per path
 * (docs/requirements/performance.md#prefetching). Browser only.
 */
export function prefetchPage(path: string): void {
  queue.add(path, async () => {
    const url = new URL(path, window.location.href);
    if (url.origin !== window.location.origin) return;
    const response = await fetch(pageDataUrl(url), { credentials: 'same-origin', headers: { Purpose: 'prefetch' } });
    // Read to the end, so the server's page cache keeps the answer.
    await response.arrayBuffer();
    const chunks = response.ok ? readPageChunksHeader(response.headers.get(PAGE_CHUNKS_HEADER)) : null;
    if (chunks) await preloadHintedChunks(chunks);
  });
}
