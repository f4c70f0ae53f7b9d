import type { Request } from 'express';
import { isLoopbackHost } from './security/default-secrets';

/**
 * The origin the browser used, for the login callback URL and the logout return (issue 9,
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
