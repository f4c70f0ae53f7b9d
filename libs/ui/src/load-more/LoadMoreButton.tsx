import type { MouseEvent } from 'react';
import { CtaButton } from '../cta/CtaButton';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { pageHref } from './pageHref';
import styles from './LoadMoreButton.module.css';

export interface LoadMoreButtonProps {
  /** 1-based; `?page={nextPage}` with the other params kept. */
  nextPage: number;
  /** So filters and sort survive. */
  search?: string;
  /** Called instead of following the link. */
  onLoadMore?: (page: number) => void;
  loading?: boolean;
  /** e.g. "12 of 40", announced politely. */
  status?: string;
  /** Default the localised "Load more". */
  label?: string;
}

/**
 * Load more (docs/requirements/pages.md#listings): a `?page=N` link without JavaScript, in place with `onLoadMore`. Render it only while
 * there are more results.
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
