import { useLocation } from '@remix-run/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_EVENT, CONSENT_SETTINGS_ID, readConsent, saveConsent, type ConsentChoice } from './consent';

/** Path of the route that stores a choice sent without JavaScript (`consent.server.ts`). */
export const CONSENT_ACTION = '/api/consent';

const isChoice = (value: unknown): value is ConsentChoice => value === 'granted' || value === 'denied';

/**
 * The choices of the consent banner as a form on the cookie policy page (docs/requirements/pages.md#cookie-consent),
 * `#cookie-settings`, where the footer's "Cookie settings" leads without JavaScript: the two buttons
 * post `choice` to `POST /api/consent`, which stores it, deletes the analytics cookies on
 * withdrawal and comes back here with `?consent={choice}`, named in the status line. With
 * JavaScript the choice is saved in the page (`saveConsent`) and the status follows the cookie.
 */
export function ConsentSettings() {
  const { t } = useTranslation('site');
  const { pathname, search } = useLocation();
  // Rendered on the server from the answer's query, then from the cookie in the browser.
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
