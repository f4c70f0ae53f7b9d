import { parse, serialize } from 'cookie';
import { isLocale, type Locale } from './locales';

/** Name of the locale cookie (docs/requirements/urls.md#locale-cookie). */
export const LOCALE_COOKIE_NAME = 'i18n_redirected';

/** Lifetime of the locale cookie: 365 days, in seconds (docs/requirements/urls.md#locale-cookie). */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Attributes of the locale cookie (docs/requirements/urls.md#locale-cookie); readable by scripts (a public preference). */
export const LOCALE_COOKIE_OPTIONS = {
  maxAge: LOCALE_COOKIE_MAX_AGE,
  path: '/',
  sameSite: 'lax',
  secure: false,
  httpOnly: false,
} as const;

/** The remembered locale of a `Cookie` header when it is exactly one of the nine codes, else null. Never throws. */
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
 * `Set-Cookie` value remembering a locale (docs/requirements/urls.md#locale-cookie), e.g. `i18n_redirected=it; Max-Age=31536000; Path=/;
 * SameSite=Lax`. Throws for a non-locale.
 */
export function serializeLocaleCookie(locale: Locale): string {
  if (!isLocale(locale)) throw new Error(`Not a locale: ${JSON.stringify(locale)}`);
  return serialize(LOCALE_COOKIE_NAME, locale, LOCALE_COOKIE_OPTIONS);
}
