import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { log } from '../log';
import { plainErrorPage } from '../plain-error-page';

/** Anything else is 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const;

/** RFC 9110 7.2 host[:port]: a reg-name, IPv4 or [IPv6]. */
const HOST_RE = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;
const FOR_RE = /^(?:[0-9a-f:.]{2,45}|\[[0-9a-f:.]{2,45}\](?::\d{1,5})?|[0-9.]{7,15}:\d{1,5}|unknown)$/i;

/** Logged, never echoed. */
export type RequestVerdict = { kind: 'ok' } | { kind: 'refuse'; status: 400 | 405; reason: string };

/**
 * Screens what Express and Remix would turn into a URL (docs/requirements/hardening.md#proxies-and-origin):
 * - methods other than GET, HEAD, POST: 405;
 * - targets not in origin form (`*`, absolute form): 400;
 * - a missing, malformed or repeated Host (RFC 9110 7.2): 400;
 * - malformed forwarded headers (syntax only; never used for URLs): 400. Pure; {@link requestScreen} is the middleware.
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

export interface RequestScreenOptions {
  /** The public origin from configuration only; a function because a port-0 server learns its port late. */
  publicOrigin: () => string;
}

/** Refuses with the plain page, else pins the request to the public origin and drops forwarded host, proto and port headers. */
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
