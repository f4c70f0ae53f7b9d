import { localePrefix, MARKETS, parsePath, tryBuildPath, type Locale, type Market } from '@silca/i18n';
import type { StoryRef } from '@silca/ui';

const HOME_SLUG = 'home';

function pageSegments(fullSlug: string): string[] {
  const segments = fullSlug.split('/').filter(Boolean).slice(1);
  return segments.length === 1 && segments[0] === HOME_SLUG ? [] : segments;
}

/** `default_full_slug`, else `full_slug` without the CDN's `{lang}/` (decision 0890); runs in the browser. */
function defaultPathOf(story: Exclude<StoryRef, string>): string {
  const own = (story as { default_full_slug?: unknown }).default_full_slug;
  if (typeof own === 'string' && own) return own;
  const lang = story.lang;
  return lang && lang !== 'default' && story.full_slug.startsWith(`${lang}/`) ? story.full_slug.slice(lang.length + 1) : (story.full_slug ?? '');
}

/**
 * A story's path in a locale and market: the translated slug, else route words translated (docs/requirements/urls.md#locale-addressing). No
 * trailing slash; the canonical 301 fixes a wrong slug (docs/requirements/urls.md#slug-canonicalisation). Never throws.
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
