import type { RequestHandler } from 'express';

/** Routes using no query (decision 1001), as ops/varnish/site.vcl lists them (docs/requirements/hardening.md#unused-query-strings). */
export const QUERYLESS_ROUTES = {
  exact: ['/sitemap.xml', '/robots.txt'],
  prefixes: ['/assets/', '/_strings/', '/_assets/'],
} as const;

export function isQuerylessRoute(pathname: string): boolean {
  return (QUERYLESS_ROUTES.exact as readonly string[]).includes(pathname) || QUERYLESS_ROUTES.prefixes.some((p) => pathname.startsWith(p));
}

/** The target as routes and caches see it: `/sitemap.xml?v=3` -> `/sitemap.xml`, others unchanged. Pure. */
export function withoutUnusedQuery(target: string): string {
  const cut = target.indexOf('?');
  if (cut < 0) return target;
  return isQuerylessRoute(target.slice(0, cut)) ? target.slice(0, cut) : target;
}

/** Drops the query of {@link QUERYLESS_ROUTES} before anything reads it: a rewrite, no round trip. */
export function dropUnusedQuery(): RequestHandler {
  return (req, _res, next) => {
    const target = withoutUnusedQuery(req.originalUrl);
    if (target !== req.originalUrl) {
      req.url = withoutUnusedQuery(req.url);
      req.originalUrl = target;
      Object.defineProperty(req, 'query', { value: {}, configurable: true, enumerable: true, writable: true });
    }
    next();
  };
}
