import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { isLocale, parsePath, type Locale } from '@silca/i18n';
import { market } from '../market';
import { notFound } from './http-errors.server';

const LOCALE_COOKIE = 'i18n_redirected';

function cookieLocale(header: string | null): Locale | null {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  const value = match?.[1] ? decodeURIComponent(match[1]) : null;
  return isLocale(value) && market.locales.includes(value) ? value : null;
}

/**
 * Loader of the catch-all route. On a prefixed market an unprefixed path that exists once
 * prefixed answers 301 to `/{locale}/global{path}`, locale from the `i18n_redirected` cookie, else
 * the default (DESIGN.md section 4); the target is checked first, so there is no redirect to a
 * 404 and no loop. Everything else throws the 404 response.
 */
export async function loadNotFound({ request }: LoaderFunctionArgs): Promise<Response> {
  const url = new URL(request.url);
  if (market.strategy === 'prefix' && market.pathPrefix) {
    const locale = cookieLocale(request.headers.get('Cookie')) ?? market.defaultLocale;
    const target = `/${locale}/${market.pathPrefix}${url.pathname === '/' ? '' : url.pathname}`;
    if (target !== url.pathname && parsePath(target, market)) {
      return redirect(target + url.search, 301);
    }
  }
  throw notFound(url.pathname);
}
