import { buildPath, type Locale } from '@silca/i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSignedIn, type SignedInAnswer } from '../client/signed-in';
import { market } from '../market';
import './signed-in-badge.css';

/** Added after hydration, so the cached HTML is the same for all (decision 1025) (docs/requirements/pages.md#signed-in-partner-on-public-pages). */
export function SignedInBadge({ locale }: { locale: Locale }) {
  const { t } = useTranslation('site');
  const [who, setWho] = useState<Extract<SignedInAnswer, { signedIn: true }> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void fetchSignedIn(document, controller.signal).then((answer) => {
      if (!controller.signal.aborted) setWho(answer?.signedIn ? answer : null);
    });
    return () => controller.abort();
  }, []);
  if (!who) return null;
  const initial = Array.from(who.name.trim())[0]?.toLocaleUpperCase(locale) ?? '?';
  const name = (
    <>
      <span className="site-signed-in__initial" aria-hidden="true">
        {initial}
      </span>
      <span className="site-signed-in__name">
        <span className="silca-visually-hidden">{t('extranet.loggedInAs')} </span>
        {who.name}
      </span>
    </>
  );
  return (
    <form method="post" action="/auth/logout" className="site-signed-in" data-testid="signed-in-badge">
      {who.partner ? (
        <a href={buildPath('extranet', {}, locale, market)} className="site-signed-in__link" title={t('extranet.menu')}>
          {name}
          <span className="site-signed-in__area">{t('extranet.menu')}</span>
        </a>
      ) : (
        <span className="site-signed-in__link">{name}</span>
      )}
      <input type="hidden" name="lang" value={locale} />
      <button type="submit" className="site-signed-in__logout">
        {t('extranet.logout')}
      </button>
    </form>
  );
}
