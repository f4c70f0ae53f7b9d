import { parsePath, selectLocale, type Market } from '@silca/i18n';
import type { RequestHandler } from 'express';

/** First path segments that are never pages: no locale cookie for them. */
const NON_PAGE = new Set(['assets', '_assets', 'api', 'healthz', 'favicon.svg', 'robots.txt', 'sitemap.xml', '__manifest']);

/**
 * Remembers the page's locale in the `i18n_redirected` cookie (SPEC.md 4 and 9: 365 days, path /,
 * SameSite=Lax, not Secure) on page requests, as `selectLocale` of libs/i18n decides: only when
 * the locale comes from the path (or the country market) and the cookie differs.
 */
export function localeCookieMiddleware(market: Market): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const first = req.path.split('/')[1] ?? '';
    if (NON_PAGE.has(first) || '_data' in req.query) return next();
    const choice = selectLocale({ parsed: parsePath(req.path, market), market, cookieHeader: req.headers.cookie });
    if (choice.setCookie) res.append('Set-Cookie', choice.setCookie);
    next();
  };
}
