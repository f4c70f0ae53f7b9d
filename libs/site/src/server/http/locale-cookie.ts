import { LOCALE_COOKIE_NAME, parsePath, selectLocale, type Market } from '@silca/i18n';
import type { RequestHandler, Response } from 'express';
import onHeaders from 'on-headers';
import { isDataRequest } from './data-request';

const NON_PAGE = new Set(['assets', '_assets', 'api', 'healthz', 'favicon.svg', 'favicon.ico', 'robots.txt', 'sitemap.xml', '__manifest']);

/** True when shared caches may keep the answer (`public` or `s-maxage`, without `private`/`no-store`). */
export function isShareable(cacheControl: unknown): boolean {
  const value = String(cacheControl ?? '');
  return /\b(public|s-maxage)\b/.test(value) && !/\b(private|no-store)\b/.test(value);
}

function dropLocaleCookie(res: Response): void {
  const value = res.getHeader('set-cookie');
  const cookies = value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];
  const kept = cookies.filter((c) => !c.startsWith(`${LOCALE_COOKIE_NAME}=`));
  if (kept.length === cookies.length) return;
  if (kept.length) res.setHeader('Set-Cookie', kept);
  else res.removeHeader('Set-Cookie');
}

/** Sets the locale cookie as `selectLocale` decides, never on a shareable answer (decision 0823; docs/requirements/urls.md#locale-cookie). */
export function localeCookieMiddleware(market: Market): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const first = req.path.split('/')[1] ?? '';
    if (NON_PAGE.has(first) || isDataRequest(req.originalUrl)) return next();
    const choice = selectLocale({ parsed: parsePath(req.path, market), market, cookieHeader: req.headers.cookie });
    if (choice.setCookie) {
      res.append('Set-Cookie', choice.setCookie);
      onHeaders(res, function (this: Response) {
        if (isShareable(this.getHeader('cache-control'))) dropLocaleCookie(this);
      });
    }
    next();
  };
}
