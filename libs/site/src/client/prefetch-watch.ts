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
 * One IntersectionObserver for the page's links (docs/requirements/performance.md#prefetching): a link in view for `delayMs` is checked
 * then, not during hydration (decision 0989), and prefetched once if it is a public page of this market outside every `noprefetch` rule
 * (decision 0760).
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
