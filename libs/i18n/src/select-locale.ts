import { readLocaleCookie, serializeLocaleCookie } from './locale-cookie';
import { isLocale, type Locale } from './locales';
import { type Market } from './markets';
import { type ParsedPath } from './paths';

/** Why a locale was chosen: the path, the market's first locale, the cookie, or the default. */
export type LocaleChoiceSource = 'path' | 'market' | 'cookie' | 'default';

/** Result of `selectLocale`. */
export interface LocaleChoice {
  /** The page's locale: use it for `<html lang>`, i18next and content queries. */
  locale: Locale;
  source: LocaleChoiceSource;
  /** A `Set-Cookie` value to send when the cookie does not hold this locale yet, else null. */
  setCookie: string | null;
}

/**
 * Locale selection at the start of a request (docs/requirements/urls.md#locale-selection): the route's locale when the
 * path has one; otherwise the market's first locale on a country market; otherwise (global market
 * without a locale in the path: `/global/{customSlug}`, or an unmatched path) the cookie's locale
 * when the market has it, else the market default (`en`). The choice is remembered in the
 * `i18n_redirected` cookie: `setCookie` is set when the locale came from the path or the market
 * and the cookie differs (a fallback to the cookie or the default is not written back). No browser-language
 * detection (docs/requirements/urls.md#locale-cookie). `parsed` is `parsePath`'s result (null for a 404).
 *
 * `pathname`, given for a page that renders (a 404 or any error screen), makes an unmatched path
 * speak the language of its URL (docs/requirements/pages.md#error-screen-language): the locale prefix of
 * `/en/global/no-such-page` when the market has that locale, else the market default; the
 * cookie of an earlier visit never decides then. Without it (a slug guess of the catch-all
 * route) the cookie is still read. Never throws.
 */
export function selectLocale(input: { parsed: ParsedPath | null; market: Market; cookieHeader?: string | null; pathname?: string }): LocaleChoice {
  const { parsed, market } = input;
  const cookieLocale = readLocaleCookie(input.cookieHeader);
  let locale: Locale;
  let source: LocaleChoiceSource;
  const prefix = !parsed && input.pathname !== undefined ? localePrefixOf(input.pathname, market) : null;
  if (parsed && parsed.localeSource === 'path') {
    locale = parsed.locale;
    source = 'path';
  } else if (prefix) {
    // A 404 under a locale prefix: the URL's language, but not remembered (a mistyped URL is no choice).
    return { locale: prefix, source: 'path', setCookie: null };
  } else if (market.strategy !== 'prefix') {
    locale = market.locales[0] ?? market.defaultLocale;
    source = 'market';
  } else if (cookieLocale && market.locales.includes(cookieLocale) && (parsed || input.pathname === undefined)) {
    locale = cookieLocale;
    source = 'cookie';
  } else {
    locale = market.defaultLocale;
    source = 'default';
  }
  // Only a locale the visitor chose through the URL is remembered; a fallback is not a choice.
  const chosen = source === 'path' || source === 'market';
  return { locale, source, setCookie: chosen && cookieLocale !== locale ? serializeLocaleCookie(locale) : null };
}

/**
 * The locale named by the first segment of `pathname` (`/ru/global/...` -> `ru`) when the market
 * prefixes its locales and has that one, else null. Exact lower case, as the route table
 * (`/EN/...` is no locale). Pure, never throws.
 */
export function localePrefixOf(pathname: string, market: Market): Locale | null {
  if (market.strategy !== 'prefix' || typeof pathname !== 'string') return null;
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) && market.locales.includes(first) ? first : null;
}
