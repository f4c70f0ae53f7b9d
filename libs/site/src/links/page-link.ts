import { parsePath, type Market, type ParsedPath } from '@silca/i18n';

/**
 * True when a link target is a page of this market that the router can render in place: a query
 * of the current page (`?page=2`), or a root-relative path that the route table of libs/i18n
 * knows (`parsePath`) and whose last segment names no file (`.pdf`, `.jpg`, `.xml`...). Anything
 * else (files under `/_assets/` and `/_extranet-assets/`, downloads, `/auth/` and `/api/` routes,
 * other origins, `mailto:`/`tel:`) must be an ordinary browser navigation or download: a client
 * navigation would run the page route's loader on a URL that is not a page (docs/requirements/pages.md#journey-goals: the
 * "Application Error ... reading 'image'" of every file link).
 */
export function isPageLink(to: string, market: Market): boolean {
  return to.startsWith('?') || pageLinkPath(to, market) !== null;
}

/**
 * The route of a root-relative link that is a page of this market (the rule of
 * {@link isPageLink}, queries of the current page aside), or null: another origin or scheme, a
 * file, or a path the route table does not know. For callers that also need the page's family
 * (an extranet page is not prefetched), so the path is parsed once.
 */
export function pageLinkPath(to: string, market: Market): ParsedPath | null {
  if (!to.startsWith('/') || to.startsWith('//')) return null;
  const path = to.split(/[?#]/)[0]!;
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.includes('.')) return null;
  return parsePath(path, market);
}
