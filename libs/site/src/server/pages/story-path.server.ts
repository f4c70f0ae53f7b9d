import { localePrefix, type Market, type ParsedPath } from '@silca/i18n';

/** The decoded translated path below the locale prefix: `/it/global/prodotti/x` -> `['prodotti', 'x']`; the home `[]`. */
export function storyPathSegments(pathname: string, parsed: ParsedPath, market: Market): string[] {
  const segs = pathname
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
  return segs.slice(localePrefix(parsed.locale, market).length);
}
