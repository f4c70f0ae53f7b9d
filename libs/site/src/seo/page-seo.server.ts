import { storyDefaultPath, storyDisplayName, type Story } from '@silca/content';
import { metaDescription, type Locale, type MetaDescriptionKind } from '@silca/i18n';

/** A schema.org object for `application/ld+json`; image paths may be relative. */
export type JsonLd = Record<string, unknown>;

/** SEO data of a page (docs/requirements/pages.md#titles-and-descriptions); the head makes the image absolute. */
export interface PageSeo {
  name: string;
  description: string;
  image?: string;
  ogType?: 'website' | 'article';
  noindex?: boolean;
  jsonLd?: JsonLd[];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function assetFile(value: unknown): string | undefined {
  return value && typeof value === 'object' ? text((value as { filename?: unknown }).filename) : undefined;
}

/** A press release by its content type's `kind`, else its tag. */
export function isPressRelease(story: Story): boolean {
  const kind = text((story.content as { kind?: unknown }).kind);
  if (kind) return kind === 'press';
  return (story.tag_list ?? []).includes('press');
}

/** By content type, never path. */
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
      return isPressRelease(story) ? 'press' : 'news';
    default:
      return 'fallback';
  }
}

function storyImage(content: Record<string, unknown>): string | undefined {
  const own = assetFile(content.image) ?? (Array.isArray(content.images) ? assetFile(content.images[0]) : undefined);
  if (own) return own;
  const body = Array.isArray(content.body) ? (content.body as Array<Record<string, unknown>>) : [];
  for (const blok of body) {
    const found = assetFile(blok?.image) ?? (Array.isArray(blok?.images) ? assetFile(blok.images[0]) : undefined);
    if (found) return found;
  }
  return undefined;
}

/** `YYYY-MM-DD HH:mm` (UTC) to ISO 8601. */
function isoDate(value: unknown): string | undefined {
  const v = text(value);
  if (!v || !/^\d{4}-\d{2}-\d{2}/.test(v)) return undefined;
  return v.length >= 16 ? `${v.slice(0, 10)}T${v.slice(11, 16)}:00Z` : v.slice(0, 10);
}

/** The company as publisher, brand owner and organiser. */
export const SILCA_ORGANIZATION: JsonLd = {
  '@type': 'Organization',
  name: 'Silca S.p.A.',
  logo: '/favicon.svg',
  email: 'info@silca.it',
  telephone: '+39 0438 9136',
  address: {
    '@type': 'PostalAddress',
    streetAddress: 'Via Podgora 20',
    postalCode: '31029',
    addressLocality: 'Vittorio Veneto',
    addressRegion: 'TV',
    addressCountry: 'IT',
  },
};

function isHome(story: Story): boolean {
  const path = storyDefaultPath(story);
  return /^[^/]+\/home$/.test(path) || path === 'home';
}

function structuredData(story: Story, name: string, description: string, image: string | undefined, category: string | undefined): JsonLd[] {
  const c = story.content as Record<string, unknown>;
  const context = { '@context': 'https://schema.org' };
  if (isHome(story)) {
    return [
      { ...context, ...SILCA_ORGANIZATION },
      { ...context, '@type': 'WebSite', name: 'Silca', inLanguage: story.lang },
    ];
  }
  switch (c.component) {
    case 'product_detail':
      return [
        {
          ...context,
          '@type': 'Product',
          name,
          description,
          ...(image ? { image } : {}),
          ...(category ? { category } : {}),
          ...(text(c.references) ? { sku: text(c.references) } : {}),
          brand: { '@type': 'Brand', name: 'Silca' },
          manufacturer: SILCA_ORGANIZATION,
        },
      ];
    case 'news_article':
      return [
        {
          ...context,
          '@type': 'NewsArticle',
          headline: name.slice(0, 110),
          description,
          ...(image ? { image: [image] } : {}),
          ...((isoDate(c.date) ?? story.first_published_at) ? { datePublished: isoDate(c.date) ?? story.first_published_at } : {}),
          articleSection: isPressRelease(story) ? 'Press release' : 'News',
          author: SILCA_ORGANIZATION,
          publisher: SILCA_ORGANIZATION,
        },
      ];
    case 'event': {
      const where = text(c.where) ?? '';
      const online = /online|live/i.test(where);
      const status = text(c.status);
      return [
        {
          ...context,
          '@type': 'Event',
          name,
          description,
          ...(image ? { image: [image] } : {}),
          ...(isoDate(c.date_from) ? { startDate: isoDate(c.date_from) } : {}),
          ...(isoDate(c.date_to) ? { endDate: isoDate(c.date_to) } : {}),
          eventStatus: 'https://schema.org/EventScheduled',
          eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
          location: online ? { '@type': 'VirtualLocation', name: where } : { '@type': 'Place', name: where, address: where },
          organizer: SILCA_ORGANIZATION,
          ...(status ? { keywords: status } : {}),
        },
      ];
    }
    default:
      return [];
  }
}

/** SEO of a story page (docs/requirements/pages.md#titles-and-descriptions, docs/requirements/pages.md#structured-data). */
export function pageSeo(story: Story, locale: Locale, rels: Story[]): PageSeo {
  const c = story.content as Record<string, unknown>;
  const name = text(c.seo_title) ?? text(c.title) ?? text(c.name) ?? storyDisplayName(story);
  const categoryUuid = text(c.category);
  const category = text(c.category_name) ?? text(rels.find((r) => r.uuid === categoryUuid)?.content?.name as string | undefined);
  const description = text(c.seo_description) ?? metaDescription(descriptionKind(story), { name, title: name, category }, locale);
  const image = storyImage(c);
  const ogType = c.component === 'news_article' ? 'article' : 'website';
  return {
    name,
    description,
    ...(image ? { image } : {}),
    ogType,
    ...(c.component === 'thank_you_page' ? { noindex: true } : {}),
    jsonLd: structuredData({ ...story, lang: story.lang ?? locale }, name, description, image, category),
  };
}
