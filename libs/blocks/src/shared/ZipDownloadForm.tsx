import { CtaButton } from '@silca/ui';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useBlocksTranslation } from '../core/i18n/useBlocksTranslation';
import styles from '../blocks/downloadable_list/DownloadableList.module.css';

/** How long the "Preparing your download…" status stays (ms): the zip arrives as a file, the page stays. */
const PREPARING_MS = 8000;

/**
 * The submit handler of a zip download form (docs/requirements/pages.md#downloads, decision 0682) and the status it
 * announces: "Download selected" with no `file` checked is stopped (preventDefault) and says
 * "Choose at least one file."; any other submit (a selection, or the button named `all`) posts
 * and shows "Preparing your download…" for 8 s. Returns `{ message, onSubmit }`; the message
 * goes in a `role="status"` element. The timer is cleared on unmount.
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
 * The id of a zip form's "Choose at least one file." note: `download-none-<product uuid or list
 * _uid>`. The site's zip endpoint answers a no-JavaScript "Download selected" with nothing ticked
 * by a redirect to the page at this fragment, and CSS shows the note while it is the target
 * (docs/requirements/pages.md#downloads).
 */
export function noneSelectedAnchor(source: string): string {
  return `download-none-${source}`;
}

/** Props of `ZipDownloadForm`. */
export interface ZipDownloadFormProps {
  /** The site's zip endpoint (`/api/downloads`). */
  action: string;
  /** Hidden fields naming the source: `{ product: story uuid }` or `{ list: blok _uid }`. */
  source: Record<string, string>;
  /** Offer the high/low resolution choice (`resolution` = high|low). Default true. */
  resolution?: boolean;
  /** The files, each with a checkbox `name="file"` whose value is the file's id. */
  children: ReactNode;
}

/**
 * The zip download form shared by the downloadable list and the product's download choices
 * (docs/requirements/pages.md#interface-elements, decision 0682): a plain POST to `action` that works without JavaScript, with the
 * hidden `source` fields, the files (`children`), the resolution choice, "Download selected"
 * and "Download all" (`all=1`), and the status of {@link useZipDownloadSubmit}.
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
