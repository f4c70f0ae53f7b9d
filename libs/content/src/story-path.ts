import type { Story, TranslatedSlug } from './types';

type PathFields = Pick<Story, 'full_slug'> & { lang?: string; default_full_slug?: string | null };

/**
 * The story's full slug in the default language (`global/products/futura`; a start page keeps
 * its trailing slash), from a default or a language answer
 * (docs/requirements/content.md#real-api-shapes, decision 0890). Never throws.
 */
export function storyDefaultPath(story: PathFields): string {
  if (typeof story.default_full_slug === 'string' && story.default_full_slug) return story.default_full_slug;
  const slug = story.full_slug ?? '';
  const lang = story.lang;
  if (lang && lang !== 'default' && slug.startsWith(`${lang}/`)) return slug.slice(lang.length + 1);
  return slug;
}

/** The story's name in its answer's language (docs/requirements/content.md#real-api-shapes). */
export function storyDisplayName(story: Pick<Story, 'name' | 'lang'> & { translated_slugs?: TranslatedSlug[] | null }, lang: string = story.lang): string {
  const translated = lang && lang !== 'default' ? story.translated_slugs?.find((t) => t.lang === lang)?.name : null;
  return translated || story.name;
}
