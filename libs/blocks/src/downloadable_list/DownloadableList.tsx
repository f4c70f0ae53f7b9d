import { CtaButton, Image, Link } from '@silca/ui';
import { useId, useState, type FormEvent } from 'react';
import type { BlockProps } from '../core/define';
import { editableAttributes } from '../core/editable';
import { useBlocksTranslation } from '../i18n/useBlocksTranslation';
import { hasAsset } from '../schema/common';
import { fileExtension } from '../shared/FileList';
import layout from '../shared/layout.module.css';
import type { DownloadableListBlok } from './schema';
import styles from './DownloadableList.module.css';

/** Where the download form posts; the site's zip endpoint (decision 0532). */
export const DOWNLOADS_ACTION = '/api/downloads';

/**
 * Downloadable list with the download choices of SPEC.md 2.5: pick items (checkboxes), pick a
 * resolution (high/low), then "Download selected" or "Download all"; a "Preparing your
 * download…" status is announced while the archive is built. It is a plain POST form to the
 * site's download endpoint (`action`, default DOWNLOADS_ACTION; fields `list` = this blok's
 * `_uid`, `file` = the chosen items' `_uid`s, `resolution` = high|low, `all=1`; ids, not URLs,
 * so the endpoint only ever serves files of the story), so it works without JavaScript; every item also has direct high-/low-
 * resolution links that need no endpoint at all.
 */
export function DownloadableList({ blok, action = DOWNLOADS_ACTION }: BlockProps<DownloadableListBlok> & { action?: string }) {
  const { t } = useBlocksTranslation();
  const id = useId();
  const [message, setMessage] = useState('');
  const items = blok.items.filter((item) => hasAsset(item.file_high));
  if (items.length === 0) return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name !== 'all' && new FormData(event.currentTarget).getAll('file').length === 0) {
      event.preventDefault();
      setMessage(t('downloadNoneSelected'));
      return;
    }
    // The browser handles the file response; the message only reassures while it is built.
    setMessage(t('downloadPreparing'));
    window.setTimeout(() => setMessage(''), 8000);
  };
  return (
    <section className={`${layout.container} ${layout.section}`} {...editableAttributes(blok)}>
      {blok.title ? <h2 className={layout.sectionTitle}>{blok.title}</h2> : null}
      <form method="post" action={action} onSubmit={onSubmit} className={styles.form} data-testid="download-form">
        <ul className={styles.list}>
          {items.map((item) => {
            const high = item.file_high.filename as string;
            const low = hasAsset(item.file_low) ? item.file_low.filename : undefined;
            const checkboxId = `${id}-${item._uid}`;
            return (
              <li key={item._uid} className={styles.item} {...editableAttributes(item)}>
                <input type="checkbox" id={checkboxId} name="file" value={item._uid} className={styles.check} />
                {hasAsset(item.preview) ? (
                  <Image src={item.preview} alt="" width={96} height={96} aspectRatio={1} fit="cover" widths={[96, 192]} sizes="96px" className={styles.preview} />
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
        <div className={styles.actions}>
          <fieldset className={styles.resolution}>
            <legend>{t('downloadResolution')}</legend>
            <label>
              <input type="radio" name="resolution" value="high" defaultChecked /> {t('downloadHighRes')}
            </label>
            <label>
              <input type="radio" name="resolution" value="low" /> {t('downloadLowRes')}
            </label>
          </fieldset>
          <input type="hidden" name="list" value={blok._uid} />
          <CtaButton buttonType="submit" type="primary" label={t('downloadSelected')} />
          <CtaButton buttonType="submit" type="secondary" name="all" value="1" label={t('downloadAll')} />
        </div>
        <p className={styles.status} role="status">
          {message}
        </p>
      </form>
    </section>
  );
}
