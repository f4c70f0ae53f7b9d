import { LOCALES, type Locale } from './locales';
import { MARKETS, MARKET_IDS } from './markets';
import { type RouteParams } from './paths';
import { getRouteFamily } from './route-table';

const WEBSITE_FOLDERS = new Set<string>(MARKET_IDS.map((id) => MARKETS[id].website));

/**
 * Route parameters per locale from a story's path in each language (docs/requirements/urls.md#seo-alternates), e.g. `{ en:
 * 'global/products/silca-futura', it: 'global/prodotti/futura' }`; market folders ignored, parameters read by position. Misfits are
 * skipped; parameterless families get `{}`. Throws only for an unknown family.
 */
export function paramsByLocaleFromStoryPaths(
  familyId: string,
  storyPathsByLocale: Partial<Record<string, string | null | undefined>>,
): Partial<Record<Locale, RouteParams>> {
  const family = getRouteFamily(familyId);
  const out: Partial<Record<Locale, RouteParams>> = {};
  for (const locale of LOCALES) {
    const raw = storyPathsByLocale[locale];
    if (typeof raw !== 'string') continue;
    let segs = raw.split('/').filter(Boolean);
    if (segs.length > 0 && WEBSITE_FOLDERS.has(segs[0]!)) segs = segs.slice(1);
    const params: Record<string, string | string[]> = {};
    const pattern = family.pattern;
    const catchAll = pattern.length > 0 && pattern[pattern.length - 1]!.startsWith('*');
    if (catchAll ? segs.length < pattern.length : segs.length !== pattern.length && pattern.some((p) => p.startsWith(':'))) continue;
    pattern.forEach((part, i) => {
      if (part.startsWith(':')) params[part.slice(1)] = segs[i]!;
      if (part.startsWith('*')) params[part.slice(1)] = segs.slice(i);
    });
    out[locale] = params;
  }
  return out;
}
