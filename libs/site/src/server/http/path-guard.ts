import { MAX_PATH_LENGTH, trailingSlashRedirect } from '@silca/i18n';
import type { RequestHandler } from 'express';
import { log } from './log';
import { plainErrorPage } from './plain-error-page';

/** Longest path the site answers with a page lookup (libs/i18n's limit); longer is a 404. */
export { MAX_PATH_LENGTH };

/** What the HTTP layer does with a request path before Remix sees it. */
export type PathVerdict =
  { kind: 'ok' } | { kind: 'redirect'; location: string } | { kind: 'bad-request'; reason: string } | { kind: 'not-found'; reason: string };

/**
 * Screens a raw request target (path + query as received). Rules:
 * - malformed percent-encoding, control characters or NUL: 400 (a visitor's mistake, never 500);
 * - a backslash (raw or `%5C`) or an encoded slash (`%2F`): 400 before any redirect is built, since
 *   browsers read `/\evil.example` as `//evil.example`, another host (docs/requirements/hardening.md#hardening-goals, decision 0881);
 * - longer than {@link MAX_PATH_LENGTH}: 404 without touching the CMS;
 * - a trailing slash (other than `/`): 301 to the same path without it, query kept (docs/requirements/urls.md#trailing-slash);
 * - `.` / `..` segments in any encoding: 404 (nothing outside content/ is ever addressed);
 * - an empty segment inside the path (`/en//global`): 404 without asking the CMS.
 */
export function screenPath(rawTarget: string): PathVerdict {
  const q = rawTarget.indexOf('?');
  const path = q < 0 ? rawTarget : rawTarget.slice(0, q);
  const query = q < 0 ? '' : rawTarget.slice(q);
  if (path.length > MAX_PATH_LENGTH) return { kind: 'not-found', reason: 'path too long' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { kind: 'bad-request', reason: 'malformed percent-encoding' };
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return { kind: 'bad-request', reason: 'control character in path' };
  if (decoded.split(/[\\/]/).some((seg) => seg === '..' || seg === '.')) {
    return { kind: 'not-found', reason: 'dot segment' };
  }
  if (decoded.includes('\\')) return { kind: 'bad-request', reason: 'backslash in path' };
  if (/%2f/i.test(path)) return { kind: 'bad-request', reason: 'encoded slash in path' };
  // libs/i18n's rule (docs/requirements/urls.md#trailing-slash); it also collapses leading slashes, so `//evil.example/`
  // can never become a protocol-relative redirect.
  const location = trailingSlashRedirect(path, query);
  if (location) return { kind: 'redirect', location };
  // An empty segment inside the path (`/en//global`) names no page: 404 without a content lookup,
  // so such probes never spend the CMS budget (decision 0883).
  return path.includes('//') ? { kind: 'not-found', reason: 'empty segment' } : { kind: 'ok' };
}

/**
 * Express middleware of {@link screenPath}: 301 (cacheable for an hour: the rule never changes
 * per visitor), 400 or 404 with the branded plain page and `no-store`. Mounted after the
 * security headers, so these answers carry them too (docs/requirements/hardening.md#hardening-goals).
 */
export function pathScreen(): RequestHandler {
  return (req, res, next) => {
    const verdict = screenPath(req.originalUrl);
    if (verdict.kind === 'ok') return next();
    if (verdict.kind === 'redirect') {
      res.set('Cache-Control', 'public, max-age=3600');
      return res.redirect(301, verdict.location);
    }
    const status = verdict.kind === 'bad-request' ? 400 : 404;
    log.info('rejected path', { status, reason: verdict.reason, length: req.originalUrl.length });
    res
      .status(status)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(req.method === 'HEAD' ? undefined : plainErrorPage(status));
  };
}
