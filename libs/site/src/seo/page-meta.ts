import type { MetaDescriptor } from '@remix-run/node';
import { alternateMetaTags, formatTitle, type Alternates } from '@silca/i18n';
import { heroPreload } from './hero-preload';

/** What a route's loader data must carry for {@link pageMeta}. */
export interface MetaSource {
  seo: {
    name: string;
    description: string;
    /** Image of the page (path or URL); the brand image when absent. */
    image?: string;
    ogType?: string;
    noindex?: boolean;
    /** schema.org objects of the page (libs/site/src/seo/page-seo.server.ts). */
    jsonLd?: Record<string, unknown>[];
  };
  alternates: Alternates | null;
  breadcrumbs?: { label: string; href?: string }[];
  headAssets?: { css: string[]; js: string[] };
  /** The page's story: its opening hero image is preloaded (docs/requirements/performance.md#front-end-budget). */
  story?: { content?: unknown };
}

/** Brand image for pages without one of their own (1200 x 630, libs/site/public). */
export const DEFAULT_OG_IMAGE = '/og-default.png';

/** The page's origin: the canonical URL's when known (docs/requirements/hardening.md#proxies-and-origin). */
function originOf(data: MetaSource): string | null {
  const canonical = data.alternates?.canonical;
  return canonical ? new URL(canonical).origin : null;
}

/** An absolute URL on `origin` for a root-relative path; absolute URLs stay as they are. */
function absolute(url: string, origin: string | null): string {
  if (/^https?:\/\//.test(url) || !origin) return url;
  return new URL(url, origin).toString();
}

/** Absolute `image`, `logo` and `url` fields of a schema.org object, recursively. */
function absolutize(value: unknown, origin: string | null): unknown {
  if (Array.isArray(value)) return value.map((v) => absolutize(v, origin));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = (key === 'image' || key === 'logo' || key === 'url') && typeof v === 'string' ? absolute(v, origin) : absolutize(v, origin);
  }
  return out;
}

/**
 * schema.org BreadcrumbList of the trail, absolute on the canonical origin (docs/requirements/hardening.md#proxies-and-origin), on every
 * page (docs/requirements/pages.md#public-site-goals): the home's list has the home alone.
 */
function breadcrumbJsonLd(data: MetaSource): MetaDescriptor | null {
  const canonical = data.alternates?.canonical;
  if (!canonical) return null;
  const trail = data.breadcrumbs && data.breadcrumbs.length > 0 ? data.breadcrumbs : [{ label: data.seo.name }];
  const origin = new URL(canonical).origin;
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        item: crumb.href ? origin + crumb.href : canonical,
      })),
    },
  };
}

/** The page's own structured data (Organization, Product, NewsArticle, Event) with absolute URLs. */
function pageJsonLd(data: MetaSource): MetaDescriptor[] {
  const origin = originOf(data);
  const canonical = data.alternates?.canonical;
  return (data.seo.jsonLd ?? []).map((item) => ({
    'script:ld+json': absolutize({ ...item, ...(canonical && !item.url ? { url: canonical } : {}) }, origin) as Record<string, unknown>,
  }));
}

/** The stylesheets the document was served with (browser only; see {@link documentStylesheets}). */
let served: { css: string[] } | undefined;

/**
 * In the browser the stylesheets of the first page stay linked across client navigations: a
 * changed href would unlink the old sheet before the new one loads (a flash of unstyled
 * content). The blocks a later page adds bring their CSS with their lazy chunks (Vite links it
 * before the chunk resolves, decision 0560). On the server: the page's own list.
 */
function documentStylesheets(assets: MetaSource['headAssets']): { css: string[] } {
  const own = { css: assets?.css ?? [] };
  if (typeof document === 'undefined') return own;
  served ??= own;
  return served;
}

/**
 * Head tags of a page (docs/requirements/urls.md#locale-addressing, docs/requirements/pages.md#titles-and-descriptions, docs/requirements/pages.md#public-site-goals): `{name} | Silca` title, description, Open
 * Graph title/description/type/image, the Twitter card, `robots` noindex where the page asks for
 * it, canonical, hreflang alternates with x-default, og:url, og:locale(:alternate), and the
 * structured data: BreadcrumbList on every page plus the page's own schema.org objects; the
 * preload of the page's opening hero image (docs/requirements/performance.md#front-end-budget, `heroPreload`); the page's block and template
 * stylesheets (one combined stylesheet, decision 0780) and, at
 * `fetchpriority="low"`, the module preloads of their code (decision 0830).
 */
export function pageMeta(data: MetaSource | undefined): MetaDescriptor[] {
  // Data without `seo` (a partner search, or what a URL that is no page answered) gets the brand
  // title instead of a crash (docs/requirements/pages.md#journey-goals: the partner search answered 500).
  if (!data || typeof data !== 'object' || !data.seo) return [{ title: formatTitle(null) }];
  if (typeof document !== 'undefined') return headTags(data);
  // On the server the parts come from the story-page memo (decision 0911) and reach the render
  // as they are (decision 0978): the same parts give the same tags, worked out once.
  const known = memo.get(data.seo);
  const content = data.story?.content;
  if (
    known &&
    known.alternates === data.alternates &&
    known.breadcrumbs === data.breadcrumbs &&
    known.headAssets === data.headAssets &&
    known.content === content
  )
    return known.tags;
  const tags = headTags(data);
  memo.set(data.seo, { alternates: data.alternates, breadcrumbs: data.breadcrumbs, headAssets: data.headAssets, content, tags });
  return tags;
}

/** Tags of {@link pageMeta} for the parts they were made from (server only), by the page's `seo` object. */
const memo = new WeakMap<object, { alternates: unknown; breadcrumbs: unknown; headAssets: unknown; content: unknown; tags: MetaDescriptor[] }>();

/** The head tags of {@link pageMeta}, worked out. */
function headTags(data: MetaSource): MetaDescriptor[] {
  const jsonLd = breadcrumbJsonLd(data);
  const image = absolute(data.seo.image ?? DEFAULT_OG_IMAGE, originOf(data));
  const hero = heroPreload(data.story?.content);
  const stylesheets = documentStylesheets(data.headAssets);
  return [
    { title: formatTitle(data.seo.name) },
    // The LCP image first in the head, so its download starts before anything else's (docs/requirements/performance.md#front-end-budget).
    ...(hero ? [hero] : []),
    { name: 'description', content: data.seo.description },
    ...(data.seo.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { property: 'og:type', content: data.seo.ogType ?? 'website' },
    { property: 'og:site_name', content: 'Silca' },
    { property: 'og:title', content: data.seo.name },
    { property: 'og:description', content: data.seo.description },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: data.seo.name },
    { name: 'twitter:description', content: data.seo.description },
    { name: 'twitter:image', content: image },
    ...(data.alternates ? (alternateMetaTags(data.alternates) as MetaDescriptor[]) : []),
    ...(jsonLd ? [jsonLd] : []),
    ...pageJsonLd(data),
    // The lazy template and blocks of this page: styled at first paint, code fetched in parallel.
    ...stylesheets.css.map((href): MetaDescriptor => ({ tagName: 'link', rel: 'stylesheet', href })),
    // Their code only hydrates what is already painted: at low priority (decision 0830) the dozens
    // of chunks wait behind the stylesheets and the hero image instead of sharing the connections
    // with them on a slow network (React 18 does not know `fetchPriority`; lowercase passes through).
    ...(data.headAssets?.js ?? []).map((href): MetaDescriptor => ({ tagName: 'link', rel: 'modulepreload', href, fetchpriority: 'low' })),
  ];
}
