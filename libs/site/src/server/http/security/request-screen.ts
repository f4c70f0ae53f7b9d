import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { log } from '../log';
import { plainErrorPage } from '../plain-error-page';

/** Methods the site answers (pages: GET/HEAD; forms and webhooks: POST). Anything else is 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const;

/** Host header syntax (RFC 9110 7.2 / RFC 3986 host[:port]): a reg-name or IPv4, or [IPv6]. */
const HOST_RE = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;
/** One X-Forwarded-For / X-Real-IP entry: an IPv4/IPv6 literal, optionally bracketed with a port. */
const FOR_RE = /^(?:[0-9a-f:.]{2,45}|\[[0-9a-f:.]{2,45}\](?::\d{1,5})?|[0-9.]{7,15}:\d{1,5}|unknown)$/i;

/** Why a request was refused before routing (logged, never echoed). */
export type RequestVerdict = { kind: 'ok' } | { kind: 'refuse'; status: 400 | 405; reason: string };

/**
 * Screens the parts of a request that Express and Remix would otherwise turn into a URL
 * (docs/requirements/hardening.md#proxies-and-origin "Proxies and requests"):
 * - methods other than GET, HEAD, POST (TRACE, OPTIONS, PUT, unknown ones): 405;
 * - request targets that are not origin-form (`OPTIONS *`, absolute-form `GET http://x/`): 400;
 * - a missing or malformed Host (RFC 9110 7.2), repeated Host headers: 400;
 * - malformed X-Forwarded-Host / -Proto / -For / -Port / Forwarded (syntax only; they are never
 *   used to build a URL): 400.
 * Pure function of method, target and headers; see {@link requestScreen} for the middleware.
 */
export function screenRequest(
  method: string,
  target: string,
  headers: Record<string, string | string[] | undefined>,
  rawHeaders: string[] = [],
): RequestVerdict {
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) return { kind: 'refuse', status: 405, reason: 'method' };
  if (!target.startsWith('/') || target.startsWith('//')) return { kind: 'refuse', status: 400, reason: 'request target not origin-form' };
  let hostCount = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.toLowerCase() === 'host') hostCount++;
  if (hostCount > 1) return { kind: 'refuse', status: 400, reason: 'repeated Host' };
  const host = headers.host;
  if (typeof host !== 'string' || host.length > 255 || !HOST_RE.test(host)) return { kind: 'refuse', status: 400, reason: 'malformed Host' };
  const xfh = headers['x-forwarded-host'];
  if (xfh !== undefined) {
    const values = (Array.isArray(xfh) ? xfh : [xfh]).flatMap((v) => v.split(',')).map((v) => v.trim());
    if (values.some((v) => v.length > 255 || !HOST_RE.test(v))) return { kind: 'refuse', status: 400, reason: 'malformed X-Forwarded-Host' };
  }
  const xfp = headers['x-forwarded-proto'];
  if (xfp !== undefined) {
    const values = (Array.isArray(xfp) ? xfp : [xfp]).flatMap((v) => v.split(',')).map((v) => v.trim().toLowerCase());
    if (values.some((v) => v !== 'http' && v !== 'https')) return { kind: 'refuse', status: 400, reason: 'malformed X-Forwarded-Proto' };
  }
  const xfport = headers['x-forwarded-port'];
  if (xfport !== undefined && !(Array.isArray(xfport) ? xfport : [xfport]).every((v) => /^\d{1,5}(?:\s*,\s*\d{1,5})*$/.test(v))) {
    return { kind: 'refuse', status: 400, reason: 'malformed X-Forwarded-Port' };
  }
  const xff = headers['x-forwarded-for'];
  if (xff !== undefined) {
    const values = (Array.isArray(xff) ? xff : [xff]).flatMap((v) => v.split(',')).map((v) => v.trim());
    if (values.length > 32 || values.some((v) => !FOR_RE.test(v))) return { kind: 'refuse', status: 400, reason: 'malformed X-Forwarded-For' };
  }
  const fwd = headers.forwarded;
  // eslint-disable-next-line no-control-regex
  if (fwd !== undefined && (Array.isArray(fwd) || fwd.length > 1024 || /[\u0000-\u001f\u007f<>"\\]/.test(fwd.replace(/"[^"\\]*"/g, '')))) {
    return { kind: 'refuse', status: 400, reason: 'malformed Forwarded' };
  }
  return { kind: 'ok' };
}

/** Options of {@link requestScreen}. */
export interface RequestScreenOptions {
  /**
   * The site's public origin (`https://www.silca.biz`), from configuration only (SITE_URL, else
   * the market's default; `http://localhost:{port}` in development). A function because a port-0
   * server learns its port after listen.
   */
  publicOrigin: () => string;
}

/**
 * Express middleware of {@link screenRequest}: refuses with the branded plain page (400/405,
 * `Allow` on 405, `Cache-Control: no-store`), else pins the request to the public origin: the
 * Host header becomes the origin's host, `req.protocol`/`req.hostname`/`req.secure` answer from
 * the origin, and X-Forwarded-Host / -Proto / -Port / Forwarded are removed, so Remix builds
 * `request.url` from configuration and no header can change a page, canonical or redirect.
 * X-Forwarded-For stays for Express's `req.ip` (used only when TRUSTED_PROXIES trusts the peer).
 */
export function requestScreen(opts: RequestScreenOptions): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const verdict = screenRequest(req.method, req.url, req.headers, req.rawHeaders);
    if (verdict.kind === 'refuse') {
      log.info('refused request', { status: verdict.status, reason: verdict.reason, method: req.method.slice(0, 16) });
      if (verdict.status === 405) res.set('Allow', ALLOWED_METHODS.join(', '));
      res.status(verdict.status).type('html').set('Cache-Control', 'no-store');
      res.send(req.method === 'HEAD' ? undefined : plainErrorPage(verdict.status));
      return;
    }
    const origin = new URL(opts.publicOrigin());
    req.headers.host = origin.host;
    for (const h of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-forwarded-server', 'forwarded']) delete req.headers[h];
    const protocol = origin.protocol.replace(':', '');
    Object.defineProperty(req, 'protocol', { configurable: true, enumerable: true, value: protocol });
    Object.defineProperty(req, 'secure', { configurable: true, enumerable: true, value: protocol === 'https' });
    Object.defineProperty(req, 'hostname', { configurable: true, enumerable: true, value: origin.hostname });
    next();
  };
}
