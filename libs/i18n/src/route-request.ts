import { type Locale } from './locales';
import { type Market } from './markets';
import { parsePath, type ParsedPath } from './paths';
import { readLocaleCookie } from './locale-cookie';
import { trailingSlashRedirect, unprefixedGlobalRedirect } from './redirects';
import { selectLocale, type LocaleChoiceSource } from './select-locale';

/** What the server should do with a request path (docs/requirements/architecture.md#request-path steps 1-2, 4). */
/**
 * Every decision says whether the response depends on the `i18n_redirected` cookie
 * (`varyOnCookie`): such a response must not be stored by a shared cache as is (send
 * `Cache-Control: private` or `Vary: Cookie`), or one visitor's language would be served to the next.
 */
export type RouteDecision =
  | { kind: 'redirect'; status: 301; location: string; reason: 'trailing-slash' | 'unprefixed'; varyOnCookie: boolean }
  | {
      kind: 'page';
      parsed: ParsedPath;
      locale: Locale;
      localeSource: LocaleChoiceSource;
      /**
       * `Set-Cookie` value for `i18n_redirected`, or null. It only ever repeats the locale of the
       * URL itself, so it is the same for every visitor of that URL.
       */
      setCookie: string | null;
      varyOnCookie: boolean;
    }
  | { kind: 'not-found'; status: 404; locale: Locale; setCookie: null; varyOnCookie: boolean };

/**
 * One pure decision per request, in the order of docs/requirements/architecture.md#request-path, docs/requirements/urls.md#locale-addressing:
 * 1. a trailing slash (except `/`) -> 301 to the bare path, query and hash kept (docs/requirements/urls.md#trailing-slash);
 * 2. a route of the market -> the page, its locale (docs/requirements/urls.md#locale-cookie) and the cookie to set;
 * 3. an unprefixed path on the global market -> 301 to `/{cookie locale or en}/global/...`;
 * 4. anything else (unknown or wrong-case locale, locale the market lacks, no family, hostile
 *    input) -> 404, with a locale for `<html lang>` of the not-found screen (docs/requirements/pages.md#error-screens, docs/requirements/pages.md#error-messages).
 * `pathname` and `search` come from the request URL; `cookieHeader` from the `Cookie` header.
 * Never throws; a redirect's target is never the same path and never redirected again.
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
