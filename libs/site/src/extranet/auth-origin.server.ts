import type { Request } from 'express';
import { buildPath, type Market } from '@silca/i18n';
import { isLoopbackHost } from '../server/http/security/default-secrets';

/** The public origin with Auth0; the browser's loopback Host with the embedded provider (decision 0602). */
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

/** Exactly the URLs this site sends (docs/requirements/architecture.md#stand-in-contracts). */
export function embeddedAllowedUrls(publicOrigin: string, port: number, market: Market, callbackUrl?: string): { callbacks: string[]; logouts: string[] } {
  const origins = [publicOrigin, ...['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`)];
  return {
    callbacks: [...origins.map((origin) => `${origin}/auth/callback`), ...(callbackUrl ? [callbackUrl] : [])],
    logouts: origins.flatMap((origin) => market.locales.map((locale) => `${origin}${buildPath('home', {}, locale, market)}`)),
  };
}
