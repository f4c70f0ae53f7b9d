import { preloadStoryPage } from './preload-story-page';

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
 * Prefetches a same-site page: its loader data (`?_data=page`, warm in the server's page cache),
 * then the template and block modules its story needs (`preloadStoryPage`), at most
 * MAX_CONCURRENT_PRELOADS at once, once per path. Browser only.
 */
export function prefetchPage(path: string): void {
  queue.add(path, async () => {
    const url = new URL(path, window.location.href);
    if (url.origin !== window.location.origin) return;
    // The public page route is the splat `page`, and the index `page-index` for `/` (decision 0780).
    url.searchParams.set('_data', url.pathname === '/' ? 'page-index' : 'page');
    const response = await fetch(url, { credentials: 'same-origin', headers: { Purpose: 'prefetch' } });
    if (!response.ok || !response.headers.get('Content-Type')?.includes('json')) return;
    await preloadStoryPage(await response.json());
  });
}
