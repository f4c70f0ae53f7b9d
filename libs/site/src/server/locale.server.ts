import { parsePath, type Locale } from '@silca/i18n';
import { market } from '../market';

/**
 * Locale of a request (SPEC.md section 4): the route's locale when the path has one, otherwise
 * the market's first locale. (The `i18n_redirected` cookie only decides redirects of unprefixed
 * global paths, DESIGN.md section 4, so a page's language always follows its URL.)
 */
export function localeForRequest(request: Request): Locale {
  const parsed = parsePath(new URL(request.url).pathname, market);
  return parsed?.locale ?? market.locales[0] ?? market.defaultLocale;
}
