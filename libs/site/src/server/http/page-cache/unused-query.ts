import type { RequestHandler } from 'express';

/**
 * Routes that use no query parameter at all (docs/requirements/hardening.md#unused-query-strings,
 * decision 1001), as exact paths and path prefixes. Pages are not here: listings and search read
 * their filters, sort, page and `q`, and Remix the `_routes` of a `.data` request (decision 1044).
 * ops/varnish/site.vcl keeps the same list.
 * - `/sitemap.xml`, `/robots.txt`: built from the content and the configuration alone;
 * - `/assets/`: the build's fingerprinted files and combined style bundles;
 * - `/_strings/`: the client's UI strings, one immutable file per locale and build;
 * - `/_assets/`: the embedded space's public files and image variants (the variant is in the path,
 *   `/m/{size}/filters:...`, as Storyblok's image service has it).
 */
export const QUERYLESS_ROUTES = {
  exact: ['/sitemap.xml', '/robots.txt'],
  prefixes: ['/assets/', '/_strings/', '/_assets/'],
} as const;

/** True when `pathname` is a route of {@link QUERYLESS_ROUTES}. */
export function isQuerylessRoute(pathname: string): boolean {
  return (QUERYLESS_ROUTES.exact as readonly string[]).includes(pathname) || QUERYLESS_ROUTES.prefixes.some((p) => pathname.startsWith(p));
}

/**
 * The request target as the route sees it and caches key it: `/sitemap.xml?v=3` -> `/sitemap.xml`;
 * any other target unchanged (`/en/global/products?page=2`). Pure; `target` in origin form.
 */
export function withoutUnusedQuery(target: string): string {
  const cut = target.indexOf('?');
  if (cut < 0) return target;
  return isQuerylessRoute(target.slice(0, cut)) ? target.slice(0, cut) : target;
}

/**
 * Express middleware: on a route of {@link QUERYLESS_ROUTES} the query is dropped from the
 * request before anything reads it (`req.url`, `req.originalUrl`, `req.query`), so
 * `/sitemap.xml?v=N` is the page cache's `/sitemap.xml` entry and the same work as
 * `/sitemap.xml`. A rewrite, not a 301: a cache-buster costs no extra round trip, and what is
 * answered is the same document.
 */
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
