import { useRootData } from '../client/root-data';
import { useLinkContext, type RouterLinkProps } from '@silca/ui';
import { forwardRef, useCallback, useEffect, useRef, type ForwardedRef, type MouseEvent } from 'react';
import { PREFETCH_DELAY_MS, prefetchAllowed, prefetchPage } from '../client/prefetch';
import { createPrefetchWatcher } from '../client/prefetch-watch';
import { isPageLink } from '../links/page-link';
import { market } from '../market';

/** The page's one prefetch watcher, made by the first link that mounts in a browser. */
let watcher: ReturnType<typeof createPrefetchWatcher> | null = null;
function prefetchWatcher() {
  watcher ??= createPrefetchWatcher({ market, delayMs: PREFETCH_DELAY_MS, prefetch: prefetchPage, IntersectionObserver });
  return watcher;
}

/**
 * The site's router link behind the ui library's router-link contract (`to`: an internal path,
 * already resolved, plus anchor attributes): a plain `<a href>` whose plain left click navigates
 * in the page with the router's `navigate` (one `useNavigate` for the whole page, from the link
 * context), as Remix's `Link` does: modified clicks, other targets and downloads stay the
 * browser's, and so does every link to something that is not a page of this market (files,
 * assets, `/auth/` routes: `isPageLink`, docs/requirements/pages.md#journey-goals), and a link to the current URL replaces the
 * history entry instead of adding one.
 * Remix's `Link` ran about ten router hooks per link, for about 90 links on every page: 5-10% of
 * an uncached server render (docs/requirements/performance.md#speed-goals profile). Link prefetching follows docs/requirements/performance.md#prefetching: a same-site
 * link that has stayed in the viewport for about a second prefetches its page (data, then
 * template and block modules, at most 4 at once), unless the visitor's browser asks to save data
 * or reports 2g, or an editor's route rule says `noprefetch` (decision 0760).
 */
export const PrefetchingLink = forwardRef(function PrefetchingLink(props: RouterLinkProps, forwarded: ForwardedRef<HTMLAnchorElement>) {
  const root = useRootData();
  const { navigate } = useLinkContext();
  const anchor = useRef<HTMLAnchorElement | null>(null);
  // Joined, so the effect's dependency is a value, not the array of each loader response.
  const excluded = (root?.noprefetch ?? []).join('\n');

  // Only the browser prefetches, and a link is checked against the route table and the route
  // rules only once it has stayed in view (client/prefetch-watch, decision 0989), not while the
  // page hydrates or the server renders.
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
