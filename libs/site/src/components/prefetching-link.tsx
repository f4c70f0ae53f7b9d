import { useRootData } from '../client/root-data';
import { useLinkContext, type RouterLinkProps } from '@silca/ui';
import { forwardRef, useCallback, useEffect, useRef, type ForwardedRef, type MouseEvent } from 'react';
import { PREFETCH_DELAY_MS, prefetchAllowed, prefetchPage } from '../client/prefetch';
import { createPrefetchWatcher } from '../client/prefetch-watch';
import { isPageLink } from '../links/page-link';
import { market } from '../market';

let watcher: ReturnType<typeof createPrefetchWatcher> | null = null;
function prefetchWatcher() {
  watcher ??= createPrefetchWatcher({ market, delayMs: PREFETCH_DELAY_MS, prefetch: prefetchPage, IntersectionObserver });
  return watcher;
}

/**
 * The ui router link: a plain left click navigates in the page, other links stay the browser's
 * (docs/requirements/pages.md#links-that-resolve). Fewer router hooks than Remix's `Link`
 * (docs/requirements/performance.md#uncached-throughput); prefetching per docs/requirements/performance.md#prefetching.
 */
export const PrefetchingLink = forwardRef(function PrefetchingLink(props: RouterLinkProps, forwarded: ForwardedRef<HTMLAnchorElement>) {
  const root = useRootData();
  const { navigate } = useLinkContext();
  const anchor = useRef<HTMLAnchorElement | null>(null);
  // A string, so the effect does not re-run for each loader response's new array.
  const excluded = (root?.noprefetch ?? []).join('\n');

  // Only the browser prefetches, once the link has stayed in view (decision 0989).
  useEffect(() => {
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === 'undefined' || !prefetchAllowed(navigator as never)) return;
    return prefetchWatcher().watch(element, props.to, excluded ? excluded.split('\n') : []);
  }, [excluded, props.to]);

  const ref = useCallback(
    (element: HTMLAnchorElement | null) => {
      anchor.current = element;
      if (typeof forwarded === 'function') forwarded(element);
      else if (forwarded) forwarded.current = element;
    },
    [forwarded],
  );
  const { to, onClick, ...attributes } = props;
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !navigate || !isPageLink(to, market) || attributes.download !== undefined) return;
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (attributes.target && attributes.target !== '_self') return;
    event.preventDefault();
    const here = window.location.pathname + window.location.search + window.location.hash;
    navigate(to, { replace: to === here });
  };
  return <a ref={ref} href={to} {...attributes} onClick={click} />;
});
