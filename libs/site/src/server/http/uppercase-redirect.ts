import { parsePath, type Market } from '@silca/i18n';
import type { RequestHandler } from 'express';

/** First segments never lower-cased: files, the API and login routes (case-insensitive). */
const NEVER_REWRITTEN = /^\/(?:_|assets\/|api\/|auth\/|build\/|__manifest)/i;

/** 301 target of a page path with capitals, query kept; else null (docs/requirements/urls.md#uppercase-paths). */
export function lowerCaseLocation(rawTarget: string, market: Market): string | null {
  const q = rawTarget.indexOf('?');
  const path = q < 0 ? rawTarget : rawTarget.slice(0, q);
  const query = q < 0 ? '' : rawTarget.slice(q);
  // Escapes mean the same in either case (RFC 3986 6.2.2.1): only letters outside them count.
  if (!/[A-Z]/.test(path.replace(/%[0-9A-Fa-f]{2}/g, '')) || NEVER_REWRITTEN.test(path)) return null;
  if (path.slice(path.lastIndexOf('/') + 1).includes('.')) return null;
  const lower = path.replace(/(%[0-9A-Fa-f]{2})|[^%]+/g, (part, escape: string | undefined) => escape ?? part.toLowerCase());
  return parsePath(lower, market) ? lower + query : null;
}

/** {@link lowerCaseLocation} for GET/HEAD as a 301 cached an hour; after the path screen. */
export function uppercaseRedirect(market: Market): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const location = lowerCaseLocation(req.originalUrl, market);
    if (!location) return next();
    // One body whatever Accept says: shared caches keep it for everyone.
    res.status(301).set({ Location: location, 'Cache-Control': 'public, max-age=3600', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : 'Moved Permanently');
  };
}
