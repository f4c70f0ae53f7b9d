import { matchRouteRule, splitLocalePrefix, type Market } from '@silca/i18n';
import { pageLinkPath } from '../links/page-link';

export interface PrefetchWatcherOptions {
  market: Market;
  delayMs: number;
  prefetch: (path: string) => void;
  IntersectionObserver: typeof IntersectionObserver;
}

interface Watched {
  to: string;
  noprefetch: readonly string[];
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * One observer for the page's links; checked after `delayMs` in view, not during hydration (decisions 0760, 0989).
 * (docs/requirements/performance.md#prefetching).
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
    get size() {
      return watched.size;
    },
  };
}
