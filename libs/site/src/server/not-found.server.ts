import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { readLocaleCookie, unprefixedGlobalRedirect } from '@silca/i18n';
import { market } from '../market';
import { notFound } from './http-errors.server';

/**
 * Loader of the catch-all route. On the global market an unprefixed path that exists once
 * prefixed answers 301 to it, in the locale of the `i18n_redirected` cookie, else `en`
 * (DESIGN.md section 4, `unprefixedGlobalRedirect` of libs/i18n: the target is checked first, so
 * no redirect to a 404 and no loop). Everything else throws the 404 response (SPEC.md 8).
 */
export async function loadNotFound({ request }: LoaderFunctionArgs): Promise<Response> {
  const url = new URL(request.url);
  const target = unprefixedGlobalRedirect(url.pathname, url.search, readLocaleCookie(request.headers.get('Cookie')), market);
  if (target && target !== url.pathname + url.search) return redirect(target, 301);
  throw notFound(url.pathname);
}
