import { localePrefix, type Locale, type Market } from '@silca/i18n';
import type { StoryRef } from '@silca/ui';

/** Root folders of the space (DESIGN.md section 5); the first segment of every full_slug. */
const HOME_SLUG = 'home';

/**
 * The site path of a story in a locale of a market (DESIGN.md sections 4 and 5):
 * the translated slug of that locale (`translated_slugs`, Translatable Slugs app) or the default
 * `full_slug`, without its root folder (`global/`, `italy/`...), with the market's locale prefix.
 * `global/products/silca-futura` in it on global -> `/it/global/prodotti/silca-futura`; the same
 * story on italy -> `/prodotti/silca-futura`; `italy/home` -> `/`. No trailing slash (SPEC.md 2.1).
 * A string is taken as a full_slug. Never throws; an empty reference gives the locale's home.
 */
export function storyHref(story: StoryRef, locale: Locale, market: Market): string {
  const fullSlug =
    typeof story === 'string'
      ? story
      : (story.translated_slugs?.find((t) => t.lang === locale)?.path ?? story.full_slug ?? '');
  const segments = fullSlug.split('/').filter(Boolean).slice(1);
  if (segments.length === 1 && segments[0] === HOME_SLUG) segments.pop();
  return '/' + [...localePrefix(locale, market), ...segments.map(encodeURIComponent)].join('/');
}
