import { pageHref, useLinkContext } from '@silca/ui';
import { useEffect, useRef, useState } from 'react';

/**
 * "Load more" in place (docs/requirements/pages.md#call-to-action, docs/requirements/pages.md#public-site-goals). Without JavaScript the button is a link to
 * `?page=N+1` and the server renders pages 1..N+1. With the app's router (`navigate` of
 * `LinkProvider`), a click navigates to that URL with `preventScrollReset` and `replace`: the
 * loader returns the longer list, React appends the new items after the old ones (same keys), the
 * scroll position stays, and focus moves to the first new item's link.
 * - `itemCount`: number of items rendered now; `search`: the current `location.search`.
 * Returns the ref for the list element (`<ul>`), the click handler (undefined without a router)
 * and whether a page is loading.
 */
export function useLoadMore(itemCount: number, search: string) {
  const { navigate } = useLinkContext();
  const listRef = useRef<HTMLUListElement>(null);
  const pending = useRef<number | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const from = pending.current;
    if (from === null || itemCount <= from) return;
    pending.current = null;
    setLoading(false);
    const item = listRef.current?.children.item(from);
    const target = item?.querySelector<HTMLElement>('a[href]') ?? (item as HTMLElement | null);
    target?.focus({ preventScroll: true });
  }, [itemCount]);
  const onLoadMore = navigate
    ? (page: number) => {
        pending.current = itemCount;
        setLoading(true);
        navigate(pageHref(search, page), { preventScrollReset: true, replace: true });
      }
    : undefined;
  return { listRef, onLoadMore, loading };
}
