import { parsePath, selectLocale, type Locale } from '@silca/i18n';
import { market } from '../../market';

/** Locale of a request (docs/requirements/urls.md#locale-selection, docs/requirements/pages.md#error-screen-language). */
export function localeForRequest(request: Request): Locale {
  const { pathname } = new URL(request.url);
  const parsed = parsePath(pathname, market);
  return selectLocale({ parsed, market, cookieHeader: request.headers.get('Cookie'), pathname }).locale;
}

/** The locale a page asks the browser to remember (docs/requirements/urls.md#locale-cookie, decision 0823); null when it was a fallback. */
export function localeToRemember(request: Request): Locale | null {
  const parsed = parsePath(new URL(request.url).pathname, market);
  const choice = selectLocale({ parsed, market, cookieHeader: null });
  return choice.setCookie ? choice.locale : null;
}
