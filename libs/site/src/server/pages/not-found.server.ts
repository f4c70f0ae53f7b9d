import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { markRequestSpeculative } from '@silca/content';
import { readLocaleCookie, selectLocale, unprefixedGlobalRedirect } from '@silca/i18n';
import { market } from '../../market';
import { CACHE } from '../http/cache-control';
import { contentFailure, notFound } from '../http/http-errors.server';
import { canonicalRedirect } from './story-page.server';

/**
 * Loader of the catch-all route: 301 for an unprefixed global path (docs/requirements/urls.md#locale-addressing) or another
 * path of a story (docs/requirements/urls.md#slug-canonicalisation), else the 404 (docs/requirements/pages.md#error-messages).
 */
export async function loadNotFound({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('Cookie');
  const target = unprefixedGlobalRedirect(url.pathname, url.search, readLocaleCookie(cookieHeader), market);
  if (target && target !== url.pathname + url.search) {
    // The target depends on the visitor's cookie: never store it in a shared cache.
    return redirect(target, { status: 301, headers: { 'Cache-Control': CACHE.private, Vary: 'Cookie' } });
  }
  let canonical: Response | null = null;
  // The slug check is a guess for a path that is no route: only with spare CMS capacity (decision 0883).
  markRequestSpeculative(context.scope);
  try {
    const locale = selectLocale({ parsed: null, market, cookieHeader }).locale;
    canonical = await canonicalRedirect(url, locale, context.content);
  } catch (error) {
    contentFailure(error, url.pathname);
  }
  if (canonical) throw canonical;
  throw notFound(url.pathname);
}
