import type { Story } from '@silca/content';
import { metaDescription, type Locale, type MetaDescriptionKind } from '@silca/i18n';

/** SEO data of a page (SPEC.md 2.5): the page name for the title and the meta description. */
export interface PageSeo {
  name: string;
  description: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Which description template of SPEC.md 2.5 a story uses, by content type and folder. */
function descriptionKind(story: Story): MetaDescriptionKind {
  switch (story.content.component) {
    case 'product_detail':
      return 'product';
    case 'category':
    case 'category_listing':
      return 'category';
    case 'event':
      return 'event';
    case 'news_article':
      return /press/.test(story.full_slug) ? 'press' : 'news';
    default:
      return 'fallback';
  }
}

/**
 * Title name and meta description of a story page. The name is `seo_title`, `title`, `name` of
 * the content, else the story name. The description is the editor's `seo_description` when set,
 * else the template of SPEC.md 2.5 for the content type, in the page's locale.
 */
export function pageSeo(story: Story, locale: Locale, rels: Story[]): PageSeo {
  const c = story.content as Record<string, unknown>;
  const name = text(c.seo_title) ?? text(c.title) ?? text(c.name) ?? story.name;
  const categoryUuid = text(c.category);
  const category =
    text(c.category_name) ?? text(rels.find((r) => r.uuid === categoryUuid)?.content?.name as string | undefined);
  const description =
    text(c.seo_description) ??
    metaDescription(descriptionKind(story), { name, title: name, category }, locale);
  return { name, description };
}
