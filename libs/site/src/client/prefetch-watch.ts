import { matchRouteRule, splitLocalePrefix, type Market } from '@silca/i18n';
import { pageLinkPath } from '../links/page-link';

/** What {@link createPrefetchWatcher} needs: the market, the delay, the prefetch, the observer class. */
export interface PrefetchWatcherOptions {
  market: Market;
  /** How long a link stays in view before its page is prefetched, in ms (PREFETCH_DELAY_MS). */
  delayMs: number;
  /** Prefetches a same-site page path (`prefetchPage`). */
  prefetch: (path: string) => void;
  /** The browser's IntersectionObserver (a fake in tests). */
  IntersectionObserver: typeof IntersectionObserver;
}

/** One watched link: its target, the editor's `noprefetch` patterns, its pending timer. */
interface Watched {
  to: string;
  noprefetch: readonly string[];
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * Watches links for prefetching (docs/requirements/performance.md#prefetching): one
 * IntersectionObserver for the whole page, not one per link. A link that has stayed in view for
 * `delayMs` is checked then, not while the page hydrates: it must be a page of this market
 * (`pageLinkPath`), not an extranet page (private, never the public route's data), and outside
 * every `noprefetch` route rule (decision 0760); then `prefetch(to)` runs, once per link. The
 * route table walk of those checks used to run for each of a page's ~100 links inside the
 * hydration task (decision 0989).
 * `watch(element, to, noprefetch)` returns the function that stops watching that element.
 */
export function createPrefetchWatcher(options: PrefetchWatcherOptions) {
  const { market, delayMs, prefetch } = options;
  const watched = new Map<Element, Watched>();
  let observer: IntersectionObserver | null = null;

  const fire = (element: Element, entry: Watched) => {
    observer?.unobserve(element);
    watched.delete(element);
    const page = pageLinkPath(entry.to, market);
    if (!page || page.family.auth) return;
    const rules = entry.noprefetch.map((pattern) => ({ pattern }));
    if (rules.length > 0 && matchRouteRule(rules, splitLocalePrefix(entry.to.split(/[?#]/)[0]!, market).rest) !== null) return;
    prefetch(entry.to);
  };

  const observe = (entries: IntersectionObserverEntry[]) => {
    for (const { target, isIntersecting } of entries) {
      const entry = watched.get(target);
      if (!entry) continue;
      clearTimeout(entry.timer);
      entry.timer = isIntersecting ? setTimeout(() => fire(target, entry), delayMs) : undefined;
    }
  };

  return {
    /** Starts watching `element` (a link to `to`); returns the function that stops it. */
    watch(element: Element, to: string, noprefetch: readonly string[]): () => void {
      if (!to.startsWith('/') || to.startsWith('//')) return () => undefined;
      observer ??= new options.IntersectionObserver(observe);
      watched.set(element, { to, noprefetch });
      observer.observe(element);
      return () => {
        clearTimeout(watched.get(element)?.timer);
        watched.delete(element);
        observer?.unobserve(element);
      };
    },
    /** Links watched now (tests, diagnostics). */
    get size() {
      return watched.size;
    },
  };
}
