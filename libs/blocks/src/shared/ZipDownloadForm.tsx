import { CtaButton } from '@silca/ui';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useBlocksTranslation } from '../core/i18n/useBlocksTranslation';
import styles from '../blocks/downloadable_list/DownloadableList.module.css';

/** Ms the "Preparing" status stays: the zip arrives as a file, the page stays. */
const PREPARING_MS = 8000;

/**
 * Submit handler of a zip form (docs/requirements/pages.md#downloads, decision 0682): "Download selected" with nothing checked is stopped
 * with "Choose at least one file."; other submits post and announce "Preparing your download…" for 8 s.
 */
export function useZipDownloadSubmit(): { message: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void } {
  const { t } = useBlocksTranslation();
  const [message, setMessage] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
      window.clearTimeout(timer.current);
      if (submitter?.name !== 'all' && new FormData(event.currentTarget).getAll('file').length === 0) {
        event.preventDefault();
        setMessage(t('downloadNoneSelected'));
        return;
      }
      setMessage(t('downloadPreparing'));
      timer.current = window.setTimeout(() => setMessage(''), PREPARING_MS);
    },
    [t],
  );
  return { message, onSubmit };
}

/**
 * Id of the "Choose at least one file." note, `download-none-<source>`: the no-JavaScript answer redirects to it and CSS shows it as target
 * (docs/requirements/pages.md#downloads).
 */
export function noneSelectedAnchor(source: string): string {
  return `download-none-${source}`;
}

export interface ZipDownloadFormProps {
  action: string;
  /** `{ product: story uuid }` or `{ list: blok _uid }`. */
  source: Record<string, string>;
  /** Default true. */
  resolution?: boolean;
  /** Each with a checkbox `name="file"` valued by its id. */
  children: ReactNode;
}

/**
 * The shared zip download form (docs/requirements/pages.md#downloads, decision 0682): a plain POST with `source`, the files, the resolution
 * choice, "Download selected" and "Download all" (`all=1`).
 */
export function ZipDownloadForm({ action, source, resolution = true, children }: ZipDownloadFormProps) {
  const { t } = useBlocksTranslation();
  const { message, onSubmit } = useZipDownloadSubmit();
  const sourceId = source.product ?? source.list;
  return (
    <form method="post" action={action} onSubmit={onSubmit} className={styles.form} data-testid="download-form">
      {Object.entries(source).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
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
      {sourceId ? (
        <p id={noneSelectedAnchor(sourceId)} className={styles.noneSelected}>
          {t('downloadNoneSelected')}
        </p>
      ) : null}
    </form>
  );
}
