import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { LOGIN_POPUP_CHANNEL, isAuthErrorCode, isAuthErrorDetail, safeReturnTo } from '@silca/auth/shared';
import { buildPath, isLocale, parsePath, type Locale } from '@silca/i18n';
import { market } from '../market';
import { CACHE } from '../server/http/cache-control';
import '../server/http/context';
import type { ErrorPayload } from '../server/http/http-errors.server';
import { log } from '../server/http/log';
import { checkSameOrigin } from '../server/http/same-origin';

/** The locale of a request: `lang` query, else the locale of the return path, else the market's default. */
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

/**
 * `GET /auth/login?returnTo=&lang=&prompt=none|login` (docs/requirements/extranet.md#extranet-goals): starts the authorization code flow
 * with PKCE, state and nonce and redirects to the provider's /authorize in the partner's language.
 * `returnTo` is kept only when it is a same-site relative path (docs/requirements/extranet.md#return-path); `prompt=none` is
 * the silent session check of docs/requirements/extranet.md#login-flow. Never cached.
 */
export async function loginLoader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const url = new URL(request.url);
  if (!context.auth) throw unavailable(url.pathname);
  const returnTo = safeReturnTo(url.searchParams.get('returnTo'));
  const locale = localeOf(url, returnTo);
  const asked = url.searchParams.get('prompt');
  // `login`: a fresh password after "log out everywhere" (docs/requirements/extranet.md#access-goals); `none`: the silent check.
  const prompt = asked === 'none' || asked === 'login' ? asked : undefined;
  try {
    return await context.auth.login(request, { returnTo, locale, prompt, origin: context.authOrigin });
  } catch (error) {
    log.warn('login could not start', { error: (error as Error).message });
    throw unavailable(url.pathname);
  }
}

/**
 * `GET /auth/callback?code=&state=` (docs/requirements/extranet.md#login-flow): finishes the login and redirects to the
 * stored target path or the extranet home of the partner's locale, so code and state leave the
 * URL. On failure the partner lands on the target (or extranet home) with `?auth_error={code}`,
 * where the 401 screen shows the docs/requirements/extranet.md#login-errors message in their language; never a 500, never a session.
 */
export async function callbackLoader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const url = new URL(request.url);
  if (!context.auth) throw unavailable(url.pathname);
  const result = await context.auth.callback(request, { origin: context.authOrigin });
  let locale = localeOf(new URL(`http://x/?lang=${encodeURIComponent(result.locale ?? '')}`), result.returnTo);
  // Without a return path the partner lands on the extranet home in their own language when the market has it.
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
  // A refused client secret or a missing roles claim: the partner is told it is not their doing (docs/requirements/content.md#stand-in-goals).
  if (result.error.detail) failed.searchParams.set('auth_detail', result.error.detail);
  return redirect(failed.pathname + failed.search, { headers });
}

/**
 * `POST /auth/logout` (docs/requirements/extranet.md#login-flow): ends the session (the server-side session, its tokens, the
 * refresh token revoked, the cookie) and the provider's session through its `/v2/logout`, back to
 * the public home of the partner's locale. Form fields: `lang`, and `scope=everywhere` to end
 * every session of the partner on every device (docs/requirements/extranet.md#access-goals, decision 0870). The answer
 * carries `Clear-Site-Data` ({@link CLEAR_SITE_DATA_ON_LOGOUT}). Cross-site posts are refused
 * (403); GET answers 405.
 */
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
  // `scope=everywhere` ends every session of the partner, on every device (docs/requirements/extranet.md#access-goals).
  const everywhere = form.get('scope') === 'everywhere';
  if (everywhere) log.info('partner logged out everywhere');
  const response = await context.auth.logout(request, `${origin}${publicHome(locale)}`, { everywhere });
  response.headers.set('Clear-Site-Data', CLEAR_SITE_DATA_ON_LOGOUT);
  return response;
}

/**
 * What the browser drops when a partner logs out (docs/requirements/extranet.md#logout-clears-the-browser, decision 0998):
 * the origin's HTTP cache (a page once seen is not shown again from it) and its storage (local
 * and session storage, IndexedDB, service workers). Not `"cookies"`: the session cookie is
 * already expired by `Set-Cookie`, and that directive would also drop the consent choice and the
 * locale cookie, for every host of the registrable domain.
 */
export const CLEAR_SITE_DATA_ON_LOGOUT = '"cache", "storage"';

/** GET on the logout route: 405 with `Allow: POST` (logging out changes state). */
export function logoutLoader(): Response {
  throw json<ErrorPayload>({ message: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST', 'Cache-Control': CACHE.none } });
}

/**
 * `GET /auth/popup-done[?auth_error=code]` (docs/requirements/extranet.md#extranet-goals, decision 0802): where the login popup
 * lands after the callback. A tiny page whose one script (CSP nonce) posts
 * `{ authError: code | null }` on the `silca-login` BroadcastChannel for the opener and closes
 * the popup; without script it says to close the window. An unknown `auth_error` is sent as
 * `request_error`. Never cached.
 */
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
