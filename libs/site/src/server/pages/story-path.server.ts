import { localePrefix, type Market, type ParsedPath } from '@silca/i18n';

/**
 * The translated path of a page below its locale prefix, as story lookups want it:
 * `/it/global/prodotti/silca-futura` -> `['prodotti', 'silca-futura']`; the home -> `[]`.
 * Segments are percent-decoded (the parser already rejected malformed ones).
 */
export function storyPathSegments(pathname: string, parsed: ParsedPath, market: Market): string[] {
  const segs = pathname
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
  return segs.slice(localePrefix(parsed.locale, market).length);
}
