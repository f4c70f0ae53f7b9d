import { parse, serialize } from 'cookie';
import { isLocale, type Locale } from './locales';

/** Name of the locale cookie (docs/requirements/urls.md#locale-cookie). */
export const LOCALE_COOKIE_NAME = 'i18n_redirected';

/** Lifetime of the locale cookie: 365 days, in seconds (docs/requirements/urls.md#locale-cookie). */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Attributes of the locale cookie (docs/requirements/urls.md#locale-cookie): path `/`, SameSite=Lax, not Secure (the spec says
 * so; the value is a public preference), readable by scripts like the original (not HttpOnly).
 * Browser-language detection is off: nothing here reads Accept-Language.
 */
export const LOCALE_COOKIE_OPTIONS = {
  maxAge: LOCALE_COOKIE_MAX_AGE,
  path: '/',
  sameSite: 'lax',
  secure: false,
  httpOnly: false,
} as const;

/**
 * Reads the remembered locale from a `Cookie` request header. Returns the locale when the cookie
 * holds one of the nine codes exactly, else null (absent, empty, unknown, wrong case, garbled
 * header). Never throws.
 */
export function readLocaleCookie(cookieHeader: string | null | undefined): Locale | null {
  if (typeof cookieHeader !== 'string' || cookieHeader === '') return null;
  try {
    const value = parse(cookieHeader)[LOCALE_COOKIE_NAME];
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The `Set-Cookie` header value remembering a locale, e.g.
 * `i18n_redirected=it; Max-Age=31536000; Path=/; SameSite=Lax` (docs/requirements/urls.md#locale-selection, docs/requirements/urls.md#locale-cookie).
 * Throws for a value that is not a locale (a programming error).
 */
export function serializeLocaleCookie(locale: Locale): string {
  if (!isLocale(locale)) throw new Error(`Not a locale: ${JSON.stringify(locale)}`);
  return serialize(LOCALE_COOKIE_NAME, locale, LOCALE_COOKIE_OPTIONS);
}
