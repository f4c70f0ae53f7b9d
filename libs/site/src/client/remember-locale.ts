import { isLocale, LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, type Locale } from '@silca/i18n';
import { useEffect } from 'react';

/** The `i18n_redirected` locale in a `document.cookie` string, or null; without the `cookie` package in the first load (decision 0970). */
export function localeInCookies(cookies: string): Locale | null {
  for (const pair of cookies.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== LOCALE_COOKIE_NAME) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length > 1) value = value.slice(1, -1);
    if (value.includes('%')) {
      try {
        value = decodeURIComponent(value);
      } catch {
        // as the `cookie` package: a value that does not decode is kept as written
      }
    }
    return isLocale(value) ? value : null;
  }
  return null;
}

/** `document.cookie` assignment remembering `locale`: `serializeLocaleCookie`'s string (libs/i18n, docs/requirements/urls.md#locale-cookie). */
export function localeCookieFor(locale: Locale): string {
  return `${LOCALE_COOKIE_NAME}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

/** Writes the locale cookie after hydration: cached answers set none (decision 0823; docs/requirements/urls.md#locale-cookie). */
export function useRememberLocale(locale: Locale | null): void {
  useEffect(() => {
    if (locale && localeInCookies(document.cookie) !== locale) document.cookie = localeCookieFor(locale);
  }, [locale]);
}
