import { isAuthErrorCode } from '@silca/auth/shared';
import { useLocation, useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { RootLoaderData } from '../../server/root.server';
import './extranet.css';

/**
 * The login button of the 401 screen (SPEC.md 2.6, issue 9): a plain GET form to `/auth/login`
 * carrying the current path as `returnTo` and the page's language, so it works without
 * JavaScript. After a failed login (`?auth_error={code}`) the SPEC.md 8 message of that code is
 * announced above the button in the page's language (`site` strings `extranet.*` and
 * `authErrors.*`, site-strings.ts).
 */
export function ExtranetLogin() {
  const root = useRouteLoaderData('root') as RootLoaderData | undefined;
  const locale = root?.locale ?? 'en';
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const code = params.get('auth_error');
  params.delete('auth_error');
  const rest = params.toString();
  const { t } = useTranslation('site');
  return (
    <div className="silca-container site-extranet-login">
      {isAuthErrorCode(code) ? (
        <p role="alert" className="site-extranet-login__error">
          {t(`authErrors.${code}`)}
        </p>
      ) : null}
      <form method="get" action="/auth/login">
        <input type="hidden" name="returnTo" value={pathname + (rest ? `?${rest}` : '')} />
        <input type="hidden" name="lang" value={locale} />
        <p>{t('extranet.loginIntro')}</p>
        <button type="submit" className="site-extranet-login__button">
          {t('extranet.login')}
        </button>
      </form>
    </div>
  );
}
