import type { MetaDescriptor } from '@remix-run/node';
import type { StoryPageData } from '../server/story-page.server';

/** Brand name and title separator (SPEC.md 2.5: page name, a separator, then the brand). */
export const BRAND_NAME = 'Silca';
export const TITLE_SEPARATOR = ' | ';

/** `{page name} | Silca` (SPEC.md 2.5); the brand alone when the page has no name. */
export function pageTitle(name: string | null | undefined): string {
  return name ? `${name}${TITLE_SEPARATOR}${BRAND_NAME}` : BRAND_NAME;
}

/** Meta tags of a story page: title, description, canonical link (SPEC.md 2.1 and 2.5). */
export function pageMeta(data: StoryPageData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: pageTitle(null) }];
  const tags: MetaDescriptor[] = [
    { title: pageTitle(data.seo.name) },
    { property: 'og:title', content: data.seo.name },
    { tagName: 'link', rel: 'canonical', href: data.seo.canonical },
    { property: 'og:url', content: data.seo.canonical },
  ];
  if (data.seo.description) {
    tags.push({ name: 'description', content: data.seo.description });
    tags.push({ property: 'og:description', content: data.seo.description });
  }
  return tags;
}
