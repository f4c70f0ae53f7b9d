import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { LOGIN_POPUP_CHANNEL, isAuthErrorCode, isAuthErrorDetail, safeReturnTo } from '@silca/auth/shared';
import { buildPath, isLocale, parsePath, type Locale } from '@silca/i18n';
import { market } from '../market';
import { CACHE } from '../server/http/cache-control';
import '../server/http/context';
import type { ErrorPayload } from '../server/http/http-errors.server';
import { log } from '../server/http/log';
import { checkSameOrigin } from '../server/http/same-origin';

/** Locale: `lang`, else the return path's, else the market default. */
function localeOf(url: URL, returnTo?: string): Locale {
  const lang = url.searchParams.get('lang');
  if (lang && isLocale(lang) && market.locales.includes(lang)) return lang;
  const parsed = returnTo ? parsePath(returnTo.split(/[?#]/)[0] ?? '', market) : null;
  return parsed?.locale ?? market.defaultLocale;
}

/** The extranet home of a locale on this market (docs/requirements/urls.md#extranet-routes). */
export function extranetHome(locale: Locale): string {
  return buildPath('extranet', {}, locale, market);
}

/** The public home of a locale on this market (docs/requirements/urls.md#public-routes). */
export function publicHome(locale: Locale): string {
  return buildPath('home', {}, locale, market);
}

function unavailable(pathname: string): Response {
  return json<ErrorPayload>({ message: 'Login unavailable', path: pathname }, { status: 503, headers: { 'Cache-Control': CACHE.none } });
}

/** `GET /auth/login?returnTo=&lang=&prompt=`: PKCE, state, nonce; never cached (docs/requirements/extranet.md#login-flow). */
export async function loginLoader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const url = new URL(request.url);
  if (!context.auth) throw unavailable(url.pathname);
  const returnTo = safeReturnTo(url.searchParams.get('returnTo'));
  const locale = localeOf(url, returnTo);
  const asked = url.searchParams.get('prompt');
  // `login` asks a fresh password after "log out everywhere" (docs/requirements/extranet.md#sso-sign-in-time).
  const prompt = asked === 'none' || asked === 'login' ? asked : undefined;
  try {
    return await context.auth.login(request, { returnTo, locale, prompt, origin: context.authOrigin });
  } catch (error) {
    log.warn('login could not start', { error: (error as Error).message });
    throw unavailable(url.pathname);
  }
}

/** `GET /auth/callback`: the target, or `?auth_error=` on failure; never a 500 (docs/requirements/extranet.md#login-errors). */
export async function callbackLoader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const url = new URL(request.url);
  if (!context.auth) throw unavailable(url.pathname);
  const result = await context.auth.callback(request, { origin: context.authOrigin });
  let locale = localeOf(new URL(`http://x/?lang=${encodeURIComponent(result.locale ?? '')}`), result.returnTo);
  const own = result.ok ? result.user.locale : undefined;
  if (!result.returnTo && own && isLocale(own) && market.locales.includes(own)) locale = own;
  const target = result.returnTo ?? extranetHome(locale);
  const headers = result.headers;
  headers.set('Cache-Control', CACHE.none);
  if (result.ok) {
    log.info('partner logged in', { sub: result.user.sub });
    return redirect(target, { headers });
  }
  if (result.reauthenticate) {
    // The single sign-on predates "log out everywhere": the same login again, with a password.
    log.info('login needs a fresh sign-in', { reason: result.error.message.slice(0, 200) });
    const again = new URLSearchParams({ returnTo: target, lang: locale, prompt: 'login' });
    return redirect(`/auth/login?${again}`, { headers });
  }
  log.info('login failed', { code: result.error.code, reason: result.error.message.slice(0, 200) });
  const failed = new URL(target, 'http://x');
  failed.searchParams.set('auth_error', result.error.code);
  // A refused client secret or missing roles claim is not the partner's doing (docs/requirements/extranet.md#login-errors).
  if (result.error.detail) failed.searchParams.set('auth_detail', result.error.detail);
  return redirect(failed.pathname + failed.search, { headers });
}

/** `POST /auth/logout` (docs/requirements/extranet.md#login-flow); `scope=everywhere` ends all sessions (decision 0870). */
export async function logoutAction({ request, context }: ActionFunctionArgs): Promise<Response> {
  const url = new URL(request.url);
  if (!context.auth) throw unavailable(url.pathname);
  const origin = context.authOrigin ?? url.origin;
  if (!checkSameOrigin(request.headers, [origin, url.origin]).ok) {
    throw json<ErrorPayload>({ message: 'Forbidden', path: url.pathname }, { status: 403, headers: { 'Cache-Control': CACHE.none } });
  }
  const form = await request.formData().catch(() => new FormData());
  const lang = form.get('lang');
  const locale = typeof lang === 'string' && isLocale(lang) && market.locales.includes(lang) ? lang : market.defaultLocale;
  const everywhere = form.get('scope') === 'everywhere';
  if (everywhere) log.info('partner logged out everywhere');
  const response = await context.auth.logout(request, `${origin}${publicHome(locale)}`, { everywhere });
  response.headers.set('Clear-Site-Data', CLEAR_SITE_DATA_ON_LOGOUT);
  return response;
}

/** Not `"cookies"`: consent and locale would go too (decision 0998) (docs/requirements/extranet.md#logout-clears-the-browser). */
export const CLEAR_SITE_DATA_ON_LOGOUT = '"cache", "storage"';

/** 405 with `Allow: POST`: logging out changes state. */
export function logoutLoader(): Response {
  throw json<ErrorPayload>({ message: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST', 'Cache-Control': CACHE.none } });
}

/** Posts `{ authError }` on the `silca-login` channel and closes the popup (decision 0802). */
export function popupDoneLoader({ request, context }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  const raw = url.searchParams.get('auth_error');
  const code = raw === null ? null : isAuthErrorCode(raw) ? raw : 'request_error';
  const detail = url.searchParams.get('auth_detail');
  const message = JSON.stringify({ authError: code, ...(code && isAuthErrorDetail(detail) ? { authDetail: detail } : {}) }).replace(/</g, '\\u003c');
  const nonce = context.cspNonce ? ` nonce="${context.cspNonce.replace(/[^A-Za-z0-9+/=]/g, '')}"` : '';
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Silca</title></head><body><p>&#10003;</p><script${nonce}>try{var c=new BroadcastChannel(${JSON.stringify(LOGIN_POPUP_CHANNEL)});c.postMessage(${message});c.close()}catch(e){}window.close()</script></body></html>`;
  return new Response(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': CACHE.none } });
}
