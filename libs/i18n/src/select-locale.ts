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
 * Locale selection (docs/requirements/urls.md#locale-selection): the path's, else a country market's, else the cookie's when the market has
 * it, else the default; `setCookie` when it came from path or market and the cookie differs. With `pathname` (a rendered error) an
 * unmatched path speaks its URL's language, never the cookie's (docs/requirements/pages.md#error-screen-language). Never throws.
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

/** The first segment's locale when the market prefixes and has it, exact lower case; else null. Pure. */
export function localePrefixOf(pathname: string, market: Market): Locale | null {
  if (market.strategy !== 'prefix' || typeof pathname !== 'string') return null;
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) && market.locales.includes(first) ? first : null;
}
