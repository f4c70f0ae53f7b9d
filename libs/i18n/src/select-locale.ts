import { readLocaleCookie, serializeLocaleCookie } from './locale-cookie';
import { type Locale } from './locales';
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
 * detection (docs/requirements/urls.md#locale-cookie). `parsed` is `parsePath`'s result (null for a 404). Never throws.
 */
export function selectLocale(input: {
  parsed: ParsedPath | null;
  market: Market;
  cookieHeader?: string | null;
}): LocaleChoice {
  const { parsed, market } = input;
  const cookieLocale = readLocaleCookie(input.cookieHeader);
  let locale: Locale;
  let source: LocaleChoiceSource;
  if (parsed && parsed.localeSource === 'path') {
    locale = parsed.locale;
    source = 'path';
  } else if (market.strategy !== 'prefix') {
    locale = market.locales[0] ?? market.defaultLocale;
    source = 'market';
  } else if (cookieLocale && market.locales.includes(cookieLocale)) {
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
