import type { ActionFunctionArgs } from '@remix-run/node';
import { analyticsCookieNames, consentCookie, CONSENT_SETTINGS_ID, expireCookie } from './consent';
import '../server/http/context';
import { methodNotAllowed } from '../server/http/http-errors.server';
import { log } from '../server/http/log';
import { plainErrorPage } from '../server/http/plain-error-page';

const MAX_RETURN_PATH = 512;

function refuse(status: number, reason: string): Response {
  log.info('consent refused', { status, reason });
  return new Response(plainErrorPage(status), { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/** A path of this site: `/...`, never `//host` or a backslash (another host). */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH) return null;
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  return new URL(value, 'http://x').pathname;
}

/** `POST /api/consent` (decision 1011): 303 to `returnTo?consent=...#cookie-settings`; 400, 405, 415 (docs/requirements/pages.md#cookie-consent). */
export async function consentAction({ request, context }: ActionFunctionArgs): Promise<Response> {
  if (request.method !== 'POST') throw methodNotAllowed('POST');
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(415, 'not a form');
  }
  const choice = form.get('choice');
  if (choice !== 'granted' && choice !== 'denied') return refuse(400, 'unknown choice');
  const back = safeReturnPath(form.get('returnTo'));
  if (!back) return refuse(400, 'return path');
  const site = new URL(context.siteUrl);
  const headers = new Headers({ Location: `${back}?consent=${choice}#${CONSENT_SETTINGS_ID}`, 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', consentCookie(choice, site.protocol === 'https:'));
  if (choice === 'denied') {
    for (const name of analyticsCookieNames(request.headers.get('cookie') ?? '')) {
      for (const expired of expireCookie(name, site.hostname)) headers.append('Set-Cookie', expired);
    }
  }
  log.info('consent stored', { choice });
  return new Response(null, { status: 303, headers });
}
