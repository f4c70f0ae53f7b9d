import { pageHref, useLinkContext } from '@silca/ui';
import { useEffect, useRef, useState } from 'react';

/**
 * "Load more" in place (docs/requirements/pages.md#listings): a `?page=N+1` link without JavaScript; with a router a navigation with
 * `preventScrollReset` and `replace`, new items appended, focus on the first new one. Returns the list ref, the click handler (undefined
 * without a router) and the loading flag.
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
