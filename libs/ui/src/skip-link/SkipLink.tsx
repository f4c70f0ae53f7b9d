import { useUiTranslation } from '../i18n/useUiTranslation';
import styles from './SkipLink.module.css';

/** Layouts put it on `<main>`. */
export const MAIN_CONTENT_ID = 'main-content';

export interface SkipLinkProps {
  /** Default `main-content`. */
  targetId?: string;
  /** Default the localised "Skip to main content". */
  label?: string;
}

/** First focusable element of every layout, jumping to `<main>` (WCAG 2.4.1). */
export function SkipLink({ targetId = MAIN_CONTENT_ID, label }: SkipLinkProps) {
  const { t } = useUiTranslation();
  const text = label ?? t('skipToContent');
  // Its own landmark, so no content sits outside one (axe `region`, docs/requirements/pages.md#accessibility).
  return (
    <nav aria-label={text}>
      <a className={styles.skip} href={`#${targetId}`}>
        {text}
      </a>
    </nav>
  );
}
