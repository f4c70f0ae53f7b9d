import { isLocale, LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, type Locale } from '@silca/i18n';
import { useEffect } from 'react';

/**
 * The locale in a `document.cookie` string (`a=1; i18n_redirected=it`), or null: what
 * `readLocaleCookie` of libs/i18n reads, without the `cookie` package in every page's first load
 * (decision 0970): the first such cookie, unquoted and percent-decoded; any other value is null.
 */
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
        // As the `cookie` package: a value that does not decode is kept as written.
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

/**
 * Remembers the page's locale in the `i18n_redirected` cookie from the browser (docs/requirements/urls.md#locale-cookie:
 * 365 days, path /, SameSite=Lax, not Secure): public pages are shared by caches and must set no
 * cookie in their answer (decision 0823), so the page writes it itself once hydrated, on every
 * navigation whose `locale` (the root loader's `rememberLocale`) differs from the cookie. Null
 * (a fallback locale, not a choice) writes nothing.
 */
export function useRememberLocale(locale: Locale | null): void {
  useEffect(() => {
    if (locale && localeInCookies(document.cookie) !== locale) document.cookie = localeCookieFor(locale);
  }, [locale]);
}
