import { useRootData } from '../client/root-data';
import { matchRouteRule, parsePath, splitLocalePrefix } from '@silca/i18n';
import { useLinkContext, type RouterLinkProps } from '@silca/ui';
import { forwardRef, useCallback, useEffect, useRef, type ForwardedRef, type MouseEvent } from 'react';
import { PREFETCH_DELAY_MS, prefetchAllowed, prefetchPage } from '../client/prefetch';
import { isPageLink } from '../links/page-link';
import { market } from '../market';

/**
 * A same-site public page to prefetch, or null: another host, `//host`, a hash or mail link, a
 * file or asset, or an extranet page (private, never stored, and not the public page route's data).
 */
function pathOf(to: string): string | null {
  if (!to.startsWith('/') || to.startsWith('//')) return null;
  // A page renders the same few hundred links on every request: parse each once (docs/requirements/performance.md#speed-goals profile).
  const known = parsed.get(to);
  if (known !== undefined) return known;
  // Only pages: a file or asset link has no page data to prefetch (docs/requirements/pages.md#journey-goals).
  const path = !isPageLink(to, market) || parsePath(to.split(/[?#]/)[0]!, market)?.family.auth ? null : to;
  if (parsed.size >= 10_000) parsed.clear();
  parsed.set(to, path);
  return path;
}
const parsed = new Map<string, string | null>();


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
  const path = pathOf(props.to);
  // Joined, so the effect's dependency is a value, not the array of each loader response.
  const excluded = (root?.noprefetch ?? []).join('\n');

  // Only the browser prefetches: the route rule check happens here, not in every server render
  // of every link (docs/requirements/performance.md#speed-goals profile).
  useEffect(() => {
    const element = anchor.current;
    if (!path || !element || typeof IntersectionObserver === 'undefined' || !prefetchAllowed(navigator as never)) return;
    const rules = excluded ? excluded.split('\n').map((pattern) => ({ pattern })) : [];
    if (matchRouteRule(rules, splitLocalePrefix(path.split('?')[0]!, market).rest) !== null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(([entry]) => {
      clearTimeout(timer);
      if (!entry?.isIntersecting) return;
      timer = setTimeout(() => {
        observer.disconnect();
        prefetchPage(path!);
      }, PREFETCH_DELAY_MS);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [excluded, path]);

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
