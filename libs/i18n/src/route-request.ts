import { type Locale } from './locales';
import { type Market } from './markets';
import { parsePath, type ParsedPath } from './paths';
import { readLocaleCookie } from './locale-cookie';
import { trailingSlashRedirect, unprefixedGlobalRedirect } from './redirects';
import { selectLocale, type LocaleChoiceSource } from './select-locale';

/** What the server should do with a request path (docs/requirements/architecture.md#request-path steps 1-2, 4). */
/** `varyOnCookie`: the response depends on the locale cookie and must not be shared as is (`private` or `Vary: Cookie`). */
export type RouteDecision =
  | { kind: 'redirect'; status: 301; location: string; reason: 'trailing-slash' | 'unprefixed'; varyOnCookie: boolean }
  | {
      kind: 'page';
      parsed: ParsedPath;
      locale: Locale;
      localeSource: LocaleChoiceSource;
      /** Only ever the URL's own locale, the same for every visitor of that URL. */
      setCookie: string | null;
      varyOnCookie: boolean;
    }
  | { kind: 'not-found'; status: 404; locale: Locale; setCookie: null; varyOnCookie: boolean };

/**
 * One pure decision per request (docs/requirements/architecture.md#request-path):
 * 1. trailing slash -> 301 to the bare path (docs/requirements/urls.md#trailing-slash);
 * 2. a route -> the page, its locale and the cookie to set (docs/requirements/urls.md#locale-cookie);
 * 3. unprefixed on global -> 301 (docs/requirements/urls.md#locale-addressing);
 * 4. else 404 with a locale for the error screen (docs/requirements/pages.md#error-screen-language).
 * Never throws; a redirect's target is never redirected again.
 */
export function routeRequest(input: { pathname: string; search?: string | null; cookieHeader?: string | null; market: Market }): RouteDecision {
  const { pathname, search, cookieHeader, market } = input;
  const slash = trailingSlashRedirect(pathname, search);
  if (slash) return { kind: 'redirect', status: 301, location: slash, reason: 'trailing-slash', varyOnCookie: false };

  const parsed = parsePath(pathname, market);
  if (parsed) {
    const choice = selectLocale({ parsed, market, cookieHeader });
    return {
      kind: 'page',
      parsed,
      locale: choice.locale,
      localeSource: choice.source,
      setCookie: choice.setCookie,
      varyOnCookie: parsed.localeSource === 'none',
    };
  }

  const location = unprefixedGlobalRedirect(pathname, search, readLocaleCookie(cookieHeader), market);
  if (location) return { kind: 'redirect', status: 301, location, reason: 'unprefixed', varyOnCookie: true };

  const fallback = selectLocale({ parsed: null, market, cookieHeader, pathname });
  return { kind: 'not-found', status: 404, locale: fallback.locale, setCookie: null, varyOnCookie: fallback.source === 'cookie' };
}
