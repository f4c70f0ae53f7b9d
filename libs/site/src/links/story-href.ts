import { localePrefix, MARKETS, parsePath, tryBuildPath, type Locale, type Market } from '@silca/i18n';
import type { StoryRef } from '@silca/ui';

const HOME_SLUG = 'home';

/** Full slug segments without the root folder (`global/`, `italy/`...), `home` and empty parts. */
function pageSegments(fullSlug: string): string[] {
  const segments = fullSlug.split('/').filter(Boolean).slice(1);
  return segments.length === 1 && segments[0] === HOME_SLUG ? [] : segments;
}

/**
 * A story reference's default-language path: `default_full_slug`, else `full_slug` without the
 * `{lang}/` prefix Storyblok's CDN puts on a language answer (docs/requirements/content.md#stand-in-goals, decision 0890). Kept
 * here rather than imported from @silca/content: this module runs in the browser.
 */
function defaultPathOf(story: Exclude<StoryRef, string>): string {
  const own = (story as { default_full_slug?: unknown }).default_full_slug;
  if (typeof own === 'string' && own) return own;
  const lang = story.lang;
  return lang && lang !== 'default' && story.full_slug.startsWith(`${lang}/`) ? story.full_slug.slice(lang.length + 1) : (story.full_slug ?? '');
}

/**
 * The site path of a story in a locale of a market (docs/requirements/urls.md#locale-addressing, docs/requirements/content.md#space-layout), no trailing
 * slash (docs/requirements/urls.md#trailing-slash):
 * - with the story's translated slug for the locale (`translated_slugs`), that path under the
 *   market's locale prefix: `global/prodotti/silca-futura` -> `/it/global/prodotti/silca-futura`
 *   on global, `/prodotti/silca-futura` on italy;
 * - with only the default-language slug (a multilink's `cached_url`, a story without
 *   translations), the route words are translated through the route table and the slug kept:
 *   `global/contacts` -> `/it/global/contatti`; a slug that differs in that language is then
 *   fixed by the canonical 301 (docs/requirements/urls.md#slug-canonicalisation).
 * `italy/home` and `global/home` map to the locale's home. Never throws.
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
