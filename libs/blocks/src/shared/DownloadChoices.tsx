import { Link } from '@silca/ui';
import { useId } from 'react';
import { useBlocksTranslation } from '../core/i18n/useBlocksTranslation';
import styles from '../blocks/downloadable_list/DownloadableList.module.css';
import { fileExtension } from './FileList';
import { ZipDownloadForm } from './ZipDownloadForm';

/** `id` is posted as `file`; `href` is the direct link. */
export interface DownloadChoice {
  id: string;
  title: string;
  href: string;
}

export interface DownloadChoicesProps {
  action: string;
  /** `{ product: uuid }` or `{ list: blok _uid }`. */
  source: Record<string, string>;
  groups: readonly { title?: string; items: readonly DownloadChoice[] }[];
  /** Only where images are offered. Default true. */
  resolution?: boolean;
}

/**
 * The download choices (docs/requirements/pages.md#downloads) in the shared `ZipDownloadForm`, each file with its direct link; nothing
 * without files.
 */
export function DownloadChoices({ action, source, groups, resolution = true }: DownloadChoicesProps) {
  const { t } = useBlocksTranslation();
  const id = useId();
  if (groups.every((g) => g.items.length === 0)) return null;
  return (
    <ZipDownloadForm action={action} source={source} resolution={resolution}>
      {groups.map((group, g) =>
        group.items.length === 0 ? null : (
          <div key={g}>
            {group.title ? <h3 className={styles.groupTitle}>{group.title}</h3> : null}
            <ul className={styles.list}>
              {group.items.map((item) => {
                const checkboxId = `${id}-${g}-${item.id}`;
                const ext = fileExtension(item.href);
                return (
                  <li key={item.id} className={styles.item}>
                    <input type="checkbox" id={checkboxId} name="file" value={item.id} className={styles.check} />
                    <span className={styles.ext} aria-hidden="true">
                      {ext || 'FILE'}
                    </span>
                    <label htmlFor={checkboxId} className={styles.title}>
                      {item.title}
                    </label>
                    <span className={styles.links}>
                      <Link href={item.href} newTab={false} className={styles.link}>
                        {ext ? `${t('downloadOne')} (${ext})` : t('downloadOne')}
                      </Link>
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        ),
      )}
    </ZipDownloadForm>
  );
}
