import { readLocaleCookie, serializeLocaleCookie, type Locale } from '@silca/i18n';
import { useEffect } from 'react';

/**
 * Remembers the page's locale in the `i18n_redirected` cookie from the browser (docs/requirements/urls.md#locale-cookie:
 * 365 days, path /, SameSite=Lax, not Secure): public pages are shared by caches and must set no
 * cookie in their answer (decision 0823), so the page writes it itself once hydrated, on every
 * navigation whose `locale` (the root loader's `rememberLocale`) differs from the cookie. Null
 * (a fallback locale, not a choice) writes nothing.
 */
export function useRememberLocale(locale: Locale | null): void {
  useEffect(() => {
    if (locale && readLocaleCookie(document.cookie) !== locale) document.cookie = serializeLocaleCookie(locale);
  }, [locale]);
}
