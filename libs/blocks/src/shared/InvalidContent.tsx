import { useBlocksContext } from '../core/context';
import { useBlocksTranslation } from '../core/i18n/useBlocksTranslation';
import styles from '../core/Blok.module.css';

/** Invalid story content: nothing for visitors (the site sets the status via `validateStory`), a labelled note in preview. */
export function InvalidContent({ component, reason }: { component?: string; reason?: string }) {
  const { preview } = useBlocksContext();
  const { t } = useBlocksTranslation();
  if (!preview) return null;
  return (
    <div className={styles.placeholder} role="note" data-blok-placeholder="invalid" data-component={component}>
      {t('previewInvalidBlok', { component: component ?? '(none)', reason: reason ?? '' })}
    </div>
  );
}
