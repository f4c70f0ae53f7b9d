import { parsePath, type Market, type ParsedPath } from '@silca/i18n';

/** True for a query of this page or a known page path naming no file (docs/requirements/pages.md#links-that-resolve). */
export function isPageLink(to: string, market: Market): boolean {
  return to.startsWith('?') || pageLinkPath(to, market) !== null;
}

/** The route of a link that is a page of this market ({@link isPageLink}), or null; parsed once for callers that need the family. */
export function pageLinkPath(to: string, market: Market): ParsedPath | null {
  if (!to.startsWith('/') || to.startsWith('//')) return null;
  const path = to.split(/[?#]/)[0]!;
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.includes('.')) return null;
  return parsePath(path, market);
}
