import { CtaButton, Link } from '@silca/ui';
import { useId, useState, type FormEvent } from 'react';
import { useBlocksTranslation } from '../i18n/useBlocksTranslation';
import styles from '../downloadable_list/DownloadableList.module.css';
import { fileExtension } from './FileList';

/** One downloadable file: `id` goes in the form (`file`), `href` is the direct link. */
export interface DownloadChoice {
  id: string;
  title: string;
  href: string;
}

/** Props of `DownloadChoices`. */
export interface DownloadChoicesProps {
  /** The site's zip endpoint (`/api/downloads`). */
  action: string;
  /** Hidden fields naming the source (`{ product: uuid }` or `{ list: blok _uid }`). */
  source: Record<string, string>;
  /** Groups of files, each with its own heading (`<h3>`) or none. */
  groups: readonly { title?: string; items: readonly DownloadChoice[] }[];
  /** Offer the high/low resolution choice (only where images are offered). Default true. */
  resolution?: boolean;
}

/**
 * The download choices of SPEC.md 2.5 (issue 13): check files, pick high or low resolution, then
 * "Download selected" or "Download all". A plain form POST to the site's zip endpoint, so it works
 * without JavaScript; with JavaScript a "Preparing your download…" status is announced while the
 * archive is built, and "Download selected" with nothing checked says so instead of posting.
 * Every file keeps its direct link.
 */
export function DownloadChoices({ action, source, groups, resolution = true }: DownloadChoicesProps) {
  const { t } = useBlocksTranslation();
  const id = useId();
  const [message, setMessage] = useState('');
  const items = groups.flatMap((g) => g.items);
  if (items.length === 0) return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const all = submitter?.name === 'all';
    if (!all && new FormData(event.currentTarget).getAll('file').length === 0) {
      event.preventDefault();
      setMessage(t('downloadNoneSelected'));
      return;
    }
    // The browser receives the zip as a file; the page stays, so the message only bridges the wait.
    setMessage(t('downloadPreparing'));
    window.setTimeout(() => setMessage(''), 8000);
  };
  return (
    <form method="post" action={action} onSubmit={onSubmit} className={styles.form} data-testid="download-form">
      {Object.entries(source).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
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
      <div className={styles.actions}>
        {resolution ? (
          <fieldset className={styles.resolution}>
            <legend>{t('downloadResolution')}</legend>
            <label>
              <input type="radio" name="resolution" value="high" defaultChecked /> {t('downloadHighRes')}
            </label>
            <label>
              <input type="radio" name="resolution" value="low" /> {t('downloadLowRes')}
            </label>
          </fieldset>
        ) : null}
        <CtaButton buttonType="submit" type="primary" label={t('downloadSelected')} />
        <CtaButton buttonType="submit" type="secondary" name="all" value="1" label={t('downloadAll')} />
      </div>
      <p className={styles.status} role="status">
        {message}
      </p>
    </form>
  );
}
