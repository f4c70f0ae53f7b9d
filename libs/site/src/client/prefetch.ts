import { readPageChunksHeader, PAGE_CHUNKS_HEADER } from './page-chunks';
import { preloadHintedChunks } from './preload-story-page';

/** A link is prefetched after it has been visible this long, in ms (docs/requirements/performance.md#prefetching: "about 1 s after mount"). */
export const PREFETCH_DELAY_MS = 1000;
/** At most this many route-module preloads at once (docs/requirements/performance.md#prefetching). */
export const MAX_CONCURRENT_PRELOADS = 4;

/** What the browser says about the connection (Network Information API, where it exists). */
interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * docs/requirements/performance.md#prefetching: no link prefetch when the visitor's browser asks to save data or reports a 2g
 * connection (`slow-2g` or `2g`). True where the browser says nothing.
 */
export function prefetchAllowed(navigatorLike: { connection?: ConnectionInfo } | undefined): boolean {
  const connection = navigatorLike?.connection;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/**
 * A queue that runs at most `limit` tasks at once, in the order they were added; a task already
 * queued or done for the same key is not added again. Errors are swallowed (a failed prefetch
 * costs nothing but the prefetch).
 */
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
    /** Queues `task` under `key` unless the key was queued before. */
    add(key: string, task: () => Promise<unknown>) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push(task);
      next();
    },
    /** Tasks running now (tests, diagnostics). */
    get running() {
      return running;
    },
  };
}

const queue = createPrefetchQueue();

/**
 * The single-fetch URL of a page route's own loader data (decision 1044), the one Remix asks when
 * the route's `clientLoader` calls the server on a navigation: `/en/global/products?page=2` ->
 * `/en/global/products.data?page=2&_routes=page`, `/` -> `/_root.data?_routes=page-index`.
 */
export function pageDataUrl(url: URL): URL {
  const data = new URL(url);
  data.hash = '';
  data.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname.replace(/\/$/, '')}.data`;
  // The public page route is the splat `page`, and the index `page-index` for `/` (decision 0780).
  data.searchParams.set('_routes', url.pathname === '/' ? 'page-index' : 'page');
  return data;
}

/**
 * Prefetches a same-site page (docs/requirements/performance.md#prefetching): its loader data
 * (the `.data` request a navigation makes, so it is warm in the server's page cache), then the
 * template and block modules the answer's {@link PAGE_CHUNKS_HEADER} names, at most
 * MAX_CONCURRENT_PRELOADS at once, once per path. Browser only.
 */
export function prefetchPage(path: string): void {
  queue.add(path, async () => {
    const url = new URL(path, window.location.href);
    if (url.origin !== window.location.origin) return;
    const response = await fetch(pageDataUrl(url), { credentials: 'same-origin', headers: { Purpose: 'prefetch' } });
    // Read to the end, so the server's page cache keeps the answer (a visitor gone mid-answer is no fill).
    await response.arrayBuffer();
    const chunks = response.ok ? readPageChunksHeader(response.headers.get(PAGE_CHUNKS_HEADER)) : null;
    if (chunks) await preloadHintedChunks(chunks);
  });
}
