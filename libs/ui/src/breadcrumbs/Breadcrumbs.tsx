import { useUiTranslation } from '../i18n/useUiTranslation';
import { Link } from '../link/Link';
import styles from './Breadcrumbs.module.css';

/** One crumb. The last crumb is the current page and is not a link. */
export interface BreadcrumbItem {
  label: string;
  href?: string;
}

/** Props of `Breadcrumbs`. */
export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
  className?: string;
}

/**
 * Breadcrumb trail (WAI-ARIA breadcrumb pattern): a labelled `<nav>` with an ordered list; the
 * last item is the current page (`aria-current="page"`, not a link). Renders nothing for an
 * empty list. Structured data (JSON-LD) is the site's job, from the same items.
 */
export function Breadcrumbs({ items, className }: BreadcrumbsProps) {
  const { t } = useUiTranslation();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumb')} className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {last || !item.href ? (
                <span className={last ? styles.current : undefined} aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link className={styles.link} href={item.href}>
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
