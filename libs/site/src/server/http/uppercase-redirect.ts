import { parsePath, type Market } from '@silca/i18n';
import type { RequestHandler } from 'express';

/**
 * First path segments whose case may matter or that are no pages: the build's and the CMS's files
 * (`/assets`, `/_assets`, `/_extranet-assets`, `/_signed-assets`, `/_strings`, `/_build.json`),
 * the API and login routes. Compared lower-cased, so `/API/x` is left alone too.
 */
const NEVER_REWRITTEN = /^\/(?:_|assets\/|api\/|auth\/|build\/|__manifest)/i;

/**
 * The 301 target of a page path typed with capitals (docs/requirements/urls.md#uppercase-paths):
 * `/EN/global/Products?q=Key` gives `/en/global/products?q=Key` (the query as sent), or null when
 * the path has no capital, names a file (a dot in its last segment), starts with one of
 * {@link NEVER_REWRITTEN}, or its lower-case form is no route of `market` (those keep their 404).
 * `rawTarget` is the request target after the path screen (valid percent-encoding).
 */
export function lowerCaseLocation(rawTarget: string, market: Market): string | null {
  const q = rawTarget.indexOf('?');
  const path = q < 0 ? rawTarget : rawTarget.slice(0, q);
  const query = q < 0 ? '' : rawTarget.slice(q);
  // Percent-escapes mean the same in either case (`%3C` = `%3c`, RFC 3986 6.2.2.1): they are
  // neither a reason to redirect nor changed; only the letters outside them are.
  if (!/[A-Z]/.test(path.replace(/%[0-9A-Fa-f]{2}/g, '')) || NEVER_REWRITTEN.test(path)) return null;
  if (path.slice(path.lastIndexOf('/') + 1).includes('.')) return null;
  const lower = path.replace(/(%[0-9A-Fa-f]{2})|[^%]+/g, (part, escape: string | undefined) => escape ?? part.toLowerCase());
  return parsePath(lower, market) ? lower + query : null;
}

/**
 * Express middleware of {@link lowerCaseLocation} for GET and HEAD: 301, cacheable for an hour
 * (the answer never depends on the visitor). Mounted after the path screen.
 */
export function uppercaseRedirect(market: Market): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const location = lowerCaseLocation(req.originalUrl, market);
    if (!location) return next();
    // One body whatever the Accept header: a shared cache keeps this answer for everyone.
    res.status(301).set({ Location: location, 'Cache-Control': 'public, max-age=3600', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : 'Moved Permanently');
  };
}
