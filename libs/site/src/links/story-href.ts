import { localePrefix, MARKETS, parsePath, tryBuildPath, type Locale, type Market } from '@silca/i18n';
import type { StoryRef } from '@silca/ui';

const HOME_SLUG = 'home';

function pageSegments(fullSlug: string): string[] {
  const segments = fullSlug.split('/').filter(Boolean).slice(1);
  return segments.length === 1 && segments[0] === HOME_SLUG ? [] : segments;
}

/**
 * A story's default-language path: `default_full_slug`, else `full_slug` without the CDN's `{lang}/` (decision 0890). Not imported from
 * @silca/content: this runs in the browser.
 */
function defaultPathOf(story: Exclude<StoryRef, string>): string {
  const own = (story as { default_full_slug?: unknown }).default_full_slug;
  if (typeof own === 'string' && own) return own;
  const lang = story.lang;
  return lang && lang !== 'default' && story.full_slug.startsWith(`${lang}/`) ? story.full_slug.slice(lang.length + 1) : (story.full_slug ?? '');
}

/**
 * The site path of a story in a locale and market, no trailing slash (docs/requirements/urls.md#locale-addressing,
 * docs/requirements/urls.md#trailing-slash): the translated slug under the locale prefix, else the route words translated and the slug kept
 * (the canonical 301 fixes it, docs/requirements/urls.md#slug-canonicalisation). Homes map to the locale's home. Never throws.
 */
export function storyHref(story: StoryRef, locale: Locale, market: Market): string {
  const prefix = localePrefix(locale, market);
  const translated = typeof story === 'string' ? undefined : story.translated_slugs?.find((t) => t.lang === locale)?.path;
  if (translated) return '/' + [...prefix, ...pageSegments(translated).map(encodeURIComponent)].join('/');
  const segments = pageSegments(typeof story === 'string' ? story : defaultPathOf(story));
  // The default language's words are English: read them on global/en, rebuild in the target.
  const english = parsePath('/' + ['en', 'global', ...segments].map(encodeURIComponent).join('/'), MARKETS.global);
  const rebuilt = english ? tryBuildPath(english.family.id, english.params, locale, market) : null;
  return rebuilt ?? '/' + [...prefix, ...segments.map(encodeURIComponent)].join('/');
}
