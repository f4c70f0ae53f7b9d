import type { MouseEvent } from 'react';
import { CtaButton } from '../cta/CtaButton';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { pageHref } from './pageHref';
import styles from './LoadMoreButton.module.css';

/** Props of `LoadMoreButton`. */
export interface LoadMoreButtonProps {
  /** The page to load next (1-based); the link is `?page={nextPage}` with the other params kept. */
  nextPage: number;
  /** The current search string (`location.search`), so filters and sort survive. */
  search?: string;
  /** With JavaScript: called instead of following the link (append the next page in place). */
  onLoadMore?: (page: number) => void;
  /** True while the next page loads: the control is marked busy. */
  loading?: boolean;
  /** Optional "12 of 40" status text, announced politely. */
  status?: string;
  /** Text; default the localised "Load more". */
  label?: string;
}

/**
 * Load-more control for athletes, press, news and events (docs/requirements/pages.md#interface-elements). It is a link to
 * `?page=N` (works without JavaScript: the server renders pages 1..N); with `onLoadMore` a click
 * loads in place instead. Render it only while there are more results.
 */
export function LoadMoreButton({ nextPage, search = '', onLoadMore, loading, status, label }: LoadMoreButtonProps) {
  const { t } = useUiTranslation();
  const href = pageHref(search, nextPage);
  const onClick = onLoadMore
    ? (event: MouseEvent<HTMLElement>) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button === 1) return;
        event.preventDefault();
        if (!loading) onLoadMore(nextPage);
      }
    : undefined;
  return (
    <div className={styles.wrap} aria-busy={loading ? true : undefined}>
      <CtaButton href={href} type="tertiary" size="medium" onClick={onClick}>
        {label ?? t('loadMore')}
      </CtaButton>
      {status ? (
        <p className={styles.status} role="status">
          {status}
        </p>
      ) : null}
    </div>
  );
}
