import { parsePath, selectLocale, type Locale } from '@silca/i18n';
import { market } from '../../market';

/**
 * Locale of a request (docs/requirements/urls.md#locale-selection, `selectLocale` of libs/i18n): the route's locale when
 * the path has one; on a country market its first locale; the unprefixed `/global/{customSlug}`
 * the `i18n_redirected` cookie, else `en`. A path that is no route (a 404, or an error screen of
 * it) speaks its URL's locale prefix, else `en`, never the cookie of an earlier visit
 * (docs/requirements/pages.md#error-screen-language).
 */
export function localeForRequest(request: Request): Locale {
  const { pathname } = new URL(request.url);
  const parsed = parsePath(pathname, market);
  return selectLocale({ parsed, market, cookieHeader: request.headers.get('Cookie'), pathname }).locale;
}

/**
 * The locale a page asks the browser to remember in the `i18n_redirected` cookie (docs/requirements/urls.md#locale-cookie):
 * the path's locale, or a country market's, as `selectLocale` decides; null when the page's
 * locale was only a fallback (cookie or default). The same for every visitor of a URL, so a
 * public page can carry it (decision 0823: the page's script writes the cookie, not the answer).
 */
export function localeToRemember(request: Request): Locale | null {
  const parsed = parsePath(new URL(request.url).pathname, market);
  const choice = selectLocale({ parsed, market, cookieHeader: null });
  return choice.setCookie ? choice.locale : null;
}
