import { MAX_PATH_LENGTH, trailingSlashRedirect } from '@silca/i18n';
import type { RequestHandler } from 'express';
import { log } from './log';
import { plainErrorPage } from './plain-error-page';

/** Longest path given a page lookup (libs/i18n's limit); longer is a 404. */
export { MAX_PATH_LENGTH };

export type PathVerdict =
  { kind: 'ok' } | { kind: 'redirect'; location: string } | { kind: 'bad-request'; reason: string } | { kind: 'not-found'; reason: string };

/**
 * Screens a raw request target (docs/requirements/hardening.md#hostile-requests):
 * - malformed escapes, control characters, NUL: 400;
 * - a backslash or `%2F`/`%5C`: 400 before any redirect, since `/\evil.example` is another host (decision 0881);
 * - over {@link MAX_PATH_LENGTH}: 404 without the CMS;
 * - a trailing slash: 301 without it, query kept (docs/requirements/urls.md#trailing-slash);
 * - dot segments in any encoding, empty segments: 404.
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
  // docs/requirements/urls.md#trailing-slash; leading slashes collapse, so `//evil.example/` never becomes protocol-relative.
  const location = trailingSlashRedirect(path, query);
  if (location) return { kind: 'redirect', location };
  // No content lookup, so such probes spend no CMS budget (decision 0883).
  return path.includes('//') ? { kind: 'not-found', reason: 'empty segment' } : { kind: 'ok' };
}

/** {@link screenPath} as middleware, after the security headers (docs/requirements/hardening.md#hostile-requests). */
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
