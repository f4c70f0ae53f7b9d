import { Link } from '@silca/ui';
import { useBlocksTranslation } from '../core/i18n/useBlocksTranslation';
import styles from './Pagination.module.css';

export interface PaginationProps {
  page: number;
  pages: number;
  /** Kept on every page link. */
  query?: Record<string, string | readonly string[] | undefined>;
}

/** `?page=N` plus the kept parameters; page 1 has no `page`, so one URL. */
export function pageHref(page: number, query: Record<string, string | readonly string[] | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of typeof value === 'string' ? [value] : (value ?? [])) if (v) params.append(key, v);
  }
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '?';
}

/** Page numbers to show: first, last, current ±1, with `null` for gaps (1 … 4 5 6 … 20). */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && n - prev > 1) out.push(null);
    out.push(n);
  });
  return out;
}

/** Links, so it works without JavaScript (docs/requirements/pages.md#progressive-enhancement); one page renders nothing. */
export function Pagination({ page, pages, query }: PaginationProps) {
  const { t } = useBlocksTranslation();
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  return (
    <nav className={styles.pagination} aria-label={t('pagination')}>
      <ul className={styles.list}>
        {current > 1 ? (
          <li>
            <Link href={pageHref(current - 1, query)} className={styles.step} rel="prev">
              {t('pagePrevious')}
            </Link>
          </li>
        ) : null}
        {pageWindow(current, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === current ? (
                // A span cannot carry aria-label: the full name is visually hidden text.
                <span className={styles.current} aria-current="page">
                  <span aria-hidden="true">{n}</span>
                  <span className="silca-visually-hidden">{t('pageOf', { page: n, pages })}</span>
                </span>
              ) : (
                <Link href={pageHref(n, query)} className={styles.number} aria-label={t('pageNumber', { page: n })}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {current < pages ? (
          <li>
            <Link href={pageHref(current + 1, query)} className={styles.step} rel="next">
              {t('pageNext')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
