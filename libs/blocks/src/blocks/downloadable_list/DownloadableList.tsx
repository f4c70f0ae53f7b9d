import { Image, Link } from '@silca/ui';
import { useId } from 'react';
import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { hasAsset } from '../../core/schema/assets';
import { fileExtension } from '../../shared/FileList';
import layout from '../../shared/layout.module.css';
import { ZipDownloadForm } from '../../shared/ZipDownloadForm';
import type { DownloadableListBlok } from './schema';
import styles from './DownloadableList.module.css';

/** Where the download form posts; the site's zip endpoint (decision 0532). */
export const DOWNLOADS_ACTION = '/api/downloads';

/**
 * Downloads (docs/requirements/pages.md#downloads): a plain POST of `list`, `file` (item uids, never URLs), `resolution` and `all=1` to
 * `action`, working without JavaScript, plus direct links per item and resolution.
 */
export function DownloadableList({ blok, action = DOWNLOADS_ACTION }: BlockProps<DownloadableListBlok> & { action?: string }) {
  const { t } = useBlocksTranslation();
  const id = useId();
  const items = blok.items.filter((item) => hasAsset(item.file_high));
  if (items.length === 0) return null;
  return (
    <section className={`${layout.container} ${layout.section}`} {...editableAttributes(blok)}>
      {blok.title ? <h2 className={layout.sectionTitle}>{blok.title}</h2> : null}
      <ZipDownloadForm action={action} source={{ list: blok._uid }}>
        <ul className={styles.list}>
          {items.map((item) => {
            const high = item.file_high.filename as string;
            const low = hasAsset(item.file_low) ? item.file_low.filename : undefined;
            const checkboxId = `${id}-${item._uid}`;
            return (
              <li key={item._uid} className={styles.item} {...editableAttributes(item)}>
                <input type="checkbox" id={checkboxId} name="file" value={item._uid} className={styles.check} />
                {hasAsset(item.preview) ? (
                  <Image
                    src={item.preview}
                    alt=""
                    width={96}
                    height={96}
                    aspectRatio={1}
                    fit="cover"
                    widths={[96, 192]}
                    sizes="96px"
                    className={styles.preview}
                  />
                ) : (
                  <span className={styles.ext} aria-hidden="true">
                    {fileExtension(high) || 'FILE'}
                  </span>
                )}
                <label htmlFor={checkboxId} className={styles.title}>
                  {item.title}
                </label>
                <span className={styles.links}>
                  <Link href={high} newTab={false} className={styles.link}>
                    {t('downloadHighRes')}
                  </Link>
                  {low ? (
                    <Link href={low} newTab={false} className={styles.link}>
                      {t('downloadLowRes')}
                    </Link>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      </ZipDownloadForm>
    </section>
  );
}
