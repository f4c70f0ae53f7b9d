import { Link } from '../link/Link';
import { useUiTranslation } from '../i18n/useUiTranslation';
import styles from './BusinessAreaExit.module.css';

export interface BusinessAreaExitProps {
  /** The public home, or the logout route. */
  href: string;
  /** Default the localised "Leave the partner area". */
  label?: string;
  className?: string;
}

/** The business-area exit (docs/requirements/pages.md#interface-elements): a plain link out of the extranet. */
export function BusinessAreaExit({ href, label, className }: BusinessAreaExitProps) {
  const { t } = useUiTranslation();
  return (
    <Link href={href} className={[styles.exit, className].filter(Boolean).join(' ')}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="none" stroke="currentColor" strokeWidth="2" d="M14 4h5a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-5M10 8l-4 4 4 4M6 12h10" />
      </svg>
      {label ?? t('exitBusinessArea')}
    </Link>
  );
}
