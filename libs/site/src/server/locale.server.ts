import { parsePath, selectLocale, type Locale } from '@silca/i18n';
import { market } from '../market';

/**
 * Locale of a request (SPEC.md section 4, `selectLocale` of libs/i18n): the route's locale when
 * the path has one; on a country market its first locale; otherwise (the unprefixed
 * `/global/{customSlug}` or a 404 on global) the `i18n_redirected` cookie, else `en`.
 */
export function localeForRequest(request: Request): Locale {
  const parsed = parsePath(new URL(request.url).pathname, market);
  return selectLocale({ parsed, market, cookieHeader: request.headers.get('Cookie') }).locale;
}
