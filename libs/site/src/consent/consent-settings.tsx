import { useLocation } from '@remix-run/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_EVENT, CONSENT_SETTINGS_ID, readConsent, saveConsent, type ConsentChoice } from './consent';

export const CONSENT_ACTION = '/api/consent';

const isChoice = (value: unknown): value is ConsentChoice => value === 'granted' || value === 'denied';

/** The choices as the cookie policy's form, posting without JavaScript (docs/requirements/pages.md#cookie-consent). */
export function ConsentSettings() {
  const { t } = useTranslation('site');
  const { pathname, search } = useLocation();
  const [current, setCurrent] = useState<ConsentChoice | null>(() => {
    const posted = new URLSearchParams(search).get('consent');
    return isChoice(posted) ? posted : null;
  });
  useEffect(() => {
    setCurrent(readConsent(document.cookie));
    const onChoice = (event: Event) => setCurrent((event as CustomEvent<ConsentChoice>).detail);
    window.addEventListener(CONSENT_EVENT, onChoice);
    return () => window.removeEventListener(CONSENT_EVENT, onChoice);
  }, []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const choice = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (!isChoice(choice)) return;
    event.preventDefault();
    saveConsent(choice);
  };
  const label = (choice: ConsentChoice) => t(choice === 'granted' ? 'consent.accept' : 'consent.reject');
  return (
    <section
      id={CONSENT_SETTINGS_ID}
      className="silca-container silca-consent-settings"
      aria-labelledby="silca-consent-settings-title"
      data-testid="consent-settings"
    >
      <h2 id="silca-consent-settings-title">{t('consent.settings')}</h2>
      <p>{t('consent.text')}</p>
      <form method="post" action={CONSENT_ACTION} onSubmit={onSubmit} className="silca-consent__actions">
        <input type="hidden" name="returnTo" value={pathname} />
        <button type="submit" name="choice" value="denied" className="silca-consent__button">
          {label('denied')}
        </button>
        <button type="submit" name="choice" value="granted" className="silca-consent__button silca-consent__button--primary">
          {label('granted')}
        </button>
      </form>
      <p role="status" className="silca-consent-settings__status">
        {current ? t('consent.current', { choice: label(current) }) : null}
      </p>
    </section>
  );
}
