import { useUiTranslation } from '../i18n/useUiTranslation';
import styles from './SkipLink.module.css';

/** The id of the main landmark that `SkipLink` targets; layouts put it on `<main>`. */
export const MAIN_CONTENT_ID = 'main-content';

/** Props of `SkipLink`. */
export interface SkipLinkProps {
  /** Target element id, default `main-content`. */
  targetId?: string;
  /** Text; default the localised "Skip to main content". */
  label?: string;
}

/**
 * First focusable element of every layout: jumps past the header to `<main>` (WCAG 2.4.1), in a
 * `nav` landmark named by its text.
 */
export function SkipLink({ targetId = MAIN_CONTENT_ID, label }: SkipLinkProps) {
  const { t } = useUiTranslation();
  const text = label ?? t('skipToContent');
  // In a landmark of its own, so no content sits outside every landmark (axe `region`, docs/requirements/pages.md#accessibility).
  return (
    <nav aria-label={text}>
      <a className={styles.skip} href={`#${targetId}`}>
        {text}
      </a>
    </nav>
  );
}
