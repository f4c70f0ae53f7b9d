import type { Request } from 'express';
import { buildPath, type Market } from '@silca/i18n';
import { isLoopbackHost } from '../server/http/security/default-secrets';

/**
 * The origin the browser used, for the login callback URL and the logout return (docs/requirements/extranet.md#login-flow,
 * decision 0602). With a real Auth0 tenant it is always the configured public origin. With the
 * embedded provider (development and tests on free ports) it is the Host the browser sent when
 * that Host is a loopback name (localhost, 127.0.0.1, [::1]) with a port: the request screen
 * pins Remix's `request.url` to the public origin, but a callback must come back to the browser's
 * own origin or its cookies are not sent. The embedded provider accepts only loopback callbacks.
 */
export function authOriginFor(req: Pick<Request, 'rawHeaders'>, mode: 'embedded' | 'auth0', publicOrigin: string): string {
  if (mode !== 'embedded') return publicOrigin;
  let host: string | undefined;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]?.toLowerCase() === 'host') host = req.rawHeaders[i + 1];
  }
  const match = host ? /^(localhost|127\.0\.0\.1|\[::1\]):(\d{1,5})$/.exec(host) : null;
  if (!match?.[1] || !isLoopbackHost(match[1])) return publicOrigin;
  return `http://${match[1]}:${match[2]}`;
}

/**
 * The Allowed Callback and Logout URLs of the embedded provider's application (docs/requirements/content.md#stand-in-goals): what
 * this site can send, nothing else, the way an Auth0 tenant is configured for it. Origins: the
 * public origin and the loopback origins on the listening `port`; callbacks `{origin}/auth/callback`
 * (plus `AUTH0_CALLBACK_URL` when set), logout returns the public home of each of the market's
 * locales (docs/requirements/urls.md#public-routes), as `POST /auth/logout` sends them.
 */
export function embeddedAllowedUrls(publicOrigin: string, port: number, market: Market, callbackUrl?: string): { callbacks: string[]; logouts: string[] } {
  const origins = [publicOrigin, ...['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`)];
  return {
    callbacks: [...origins.map((origin) => `${origin}/auth/callback`), ...(callbackUrl ? [callbackUrl] : [])],
    logouts: origins.flatMap((origin) => market.locales.map((locale) => `${origin}${buildPath('home', {}, locale, market)}`)),
  };
}
