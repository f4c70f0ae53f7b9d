import { isAuthErrorCode, isAuthErrorDetail } from '@silca/auth/shared';
import { useRootData } from '../client/root-data';
import { useLocation } from '@remix-run/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loginInPopup, popupLoginUrl } from './login-popup';
import './extranet.css';

/** The 401 screen's login: a GET form, with JavaScript a popup (docs/requirements/extranet.md#login-popup). */
export function ExtranetLogin() {
  const root = useRootData();
  const locale = root?.locale ?? 'en';
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const code = params.get('auth_error');
  const detail = params.get('auth_detail');
  params.delete('auth_error');
  params.delete('auth_detail');
  const rest = params.toString();
  const { t } = useTranslation('site');
  const returnTo = pathname + (rest ? `?${rest}` : '');
  const [busy, setBusy] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    void loginInPopup(window, popupLoginUrl(form.action, locale)).then((outcome) => {
      setBusy(false);
      if (outcome.kind === 'blocked') return form.submit();
      const target = new URL(returnTo, window.location.origin);
      if (outcome.kind === 'error') target.searchParams.set('auth_error', outcome.code);
      if (outcome.kind === 'error' && outcome.detail) target.searchParams.set('auth_detail', outcome.detail);
      window.location.assign(target.pathname + target.search);
    });
  };
  return (
    <div className="silca-container site-extranet-login">
      {isAuthErrorCode(code) ? (
        <p role="alert" className="site-extranet-login__error">
          {isAuthErrorDetail(detail) ? t(`authErrorDetails.${detail}`) : t(`authErrors.${code}`)}
        </p>
      ) : null}
      <form method="get" action="/auth/login" onSubmit={onSubmit}>
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="lang" value={locale} />
        <p>{t('extranet.loginIntro')}</p>
        <button type="submit" className="site-extranet-login__button" aria-busy={busy || undefined}>
          {t('extranet.login')}
        </button>
      </form>
    </div>
  );
}

/** "Logged in as {name}" and the logout form on the extranet 403 screen (docs/requirements/pages.md#signed-in-without-access). */
export function SignedInAs({ name }: { name: string }) {
  const root = useRootData();
  const { t } = useTranslation('site');
  return (
    <div className="silca-container site-extranet-login">
      <form method="post" action="/auth/logout">
        <p>
          {t('extranet.loggedInAs')} <strong>{name}</strong>
        </p>
        <input type="hidden" name="lang" value={root?.locale ?? 'en'} />
        <button type="submit" className="site-extranet-login__button">
          {t('extranet.logout')}
        </button>
      </form>
    </div>
  );
}
