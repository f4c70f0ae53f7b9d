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

/** False on save-data or a 2g connection; true where the browser says nothing (docs/requirements/performance.md#prefetching). */
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

/** Single-fetch URL of a page route's data (decision 1044): `/x?page=2` -> `/x.data?page=2&_routes=page`, `/` -> `/_root.data?...`. */
export function pageDataUrl(url: URL): URL {
  const data = new URL(url);
  data.hash = '';
  data.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname.replace(/\/$/, '')}.data`;
  data.searchParams.set('_routes', url.pathname === '/' ? 'page-index' : 'page');
  return data;
}

/** A page's data, then the chunks it names, once per path; browser only (docs/requirements/performance.md#prefetching). */
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
