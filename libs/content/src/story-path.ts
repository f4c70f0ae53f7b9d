import type { Story, TranslatedSlug } from './types';

type PathFields = Pick<Story, 'full_slug'> & { lang?: string; default_full_slug?: string | null };

/**
 * The story's full slug in the space's default language (`global/products/futura`; a folder's
 * startpage keeps its trailing slash, as `full_slug` has it). Storyblok's CDN answers a `language=it` request with
 * `full_slug: "it/global/prodotti/futura"` and the default path in `default_full_slug`
 * (Translatable Slugs app); without the app `default_full_slug` is null and the default path is
 * `full_slug` minus the `{lang}/` prefix (docs/requirements/content.md#stand-in-goals, decision 0890). Answers of the default
 * language (`lang: "default"`) and plain `{full_slug}` references are returned as they are.
 * Never throws.
 */
export function storyDefaultPath(story: PathFields): string {
  if (typeof story.default_full_slug === 'string' && story.default_full_slug) return story.default_full_slug;
  const slug = story.full_slug ?? '';
  const lang = story.lang;
  if (lang && lang !== 'default' && slug.startsWith(`${lang}/`)) return slug.slice(lang.length + 1);
  return slug;
}

/**
 * The story's name in its answer's language: the Translatable Slugs app's `translated_slugs[].name`
 * for `lang`, else `name` (the real API never translates `name` itself; docs/requirements/content.md#stand-in-goals).
 */
export function storyDisplayName(story: Pick<Story, 'name' | 'lang'> & { translated_slugs?: TranslatedSlug[] | null }, lang: string = story.lang): string {
  const translated = lang && lang !== 'default' ? story.translated_slugs?.find((t) => t.lang === lang)?.name : null;
  return translated || story.name;
}
