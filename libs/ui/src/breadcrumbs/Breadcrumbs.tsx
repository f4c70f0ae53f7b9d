import { useUiTranslation } from '../i18n/useUiTranslation';
import { Link } from '../link/Link';
import styles from './Breadcrumbs.module.css';

/** The last crumb is the current page, not a link. */
export interface BreadcrumbItem {
  label: string;
  href?: string;
}

export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
  className?: string;
}

/** WAI-ARIA breadcrumb: a labelled `<nav>` with an ordered list, the last item `aria-current="page"`; nothing when empty. */
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
