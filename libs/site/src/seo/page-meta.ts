import type { MetaDescriptor } from '@remix-run/node';
import { alternateMetaTags, formatTitle, type Alternates } from '@silca/i18n';
import { heroPreload } from './hero-preload';

export interface MetaSource {
  seo: {
    name: string;
    description: string;
    image?: string;
    ogType?: string;
    noindex?: boolean;
    jsonLd?: Record<string, unknown>[];
  };
  alternates: Alternates | null;
  breadcrumbs?: { label: string; href?: string }[];
  headAssets?: { css: string[]; js: string[] };
  /** Its opening hero image is preloaded. */
  story?: { content?: unknown };
}

/** Brand image for pages without one (1200 x 630, libs/site/public). */
export const DEFAULT_OG_IMAGE = '/og-default.png';

function originOf(data: MetaSource): string | null {
  const canonical = data.alternates?.canonical;
  return canonical ? new URL(canonical).origin : null;
}

function absolute(url: string, origin: string | null): string {
  if (/^https?:\/\//.test(url) || !origin) return url;
  return new URL(url, origin).toString();
}

function absolutize(value: unknown, origin: string | null): unknown {
  if (Array.isArray(value)) return value.map((v) => absolutize(v, origin));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = (key === 'image' || key === 'logo' || key === 'url') && typeof v === 'string' ? absolute(v, origin) : absolutize(v, origin);
  }
  return out;
}

/** schema.org BreadcrumbList of the trail on the canonical origin (docs/requirements/pages.md#structured-data). */
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

function pageJsonLd(data: MetaSource): MetaDescriptor[] {
  const origin = originOf(data);
  const canonical = data.alternates?.canonical;
  return (data.seo.jsonLd ?? []).map((item) => ({
    'script:ld+json': absolutize({ ...item, ...(canonical && !item.url ? { url: canonical } : {}) }, origin) as Record<string, unknown>,
  }));
}

let served: { css: string[] } | undefined;

/** The first page's stylesheets stay linked (a changed href flashes unstyled); later blocks bring theirs (decision 0560). */
function documentStylesheets(assets: MetaSource['headAssets']): { css: string[] } {
  const own = { css: assets?.css ?? [] };
  if (typeof document === 'undefined') return own;
  served ??= own;
  return served;
}

/** Head tags of a page (docs/requirements/pages.md#titles-and-descriptions, docs/requirements/urls.md#seo-alternates), decisions 0780, 0830. */
export function pageMeta(data: MetaSource | undefined): MetaDescriptor[] {
  // Data without `seo` (a partner search, a file) gets the brand title, not a crash.
  if (!data || typeof data !== 'object' || !data.seo) return [{ title: formatTitle(null) }];
  if (typeof document !== 'undefined') return headTags(data);
  // The parts come from the story-page memo (decisions 0911, 0978): same parts, same tags, worked out once.
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

const memo = new WeakMap<object, { alternates: unknown; breadcrumbs: unknown; headAssets: unknown; content: unknown; tags: MetaDescriptor[] }>();

function headTags(data: MetaSource): MetaDescriptor[] {
  const jsonLd = breadcrumbJsonLd(data);
  const image = absolute(data.seo.image ?? DEFAULT_OG_IMAGE, originOf(data));
  const hero = heroPreload(data.story?.content);
  const stylesheets = documentStylesheets(data.headAssets);
  return [
    { title: formatTitle(data.seo.name) },
    // The LCP image first, so its download starts before anything else's.
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
    ...stylesheets.css.map((href): MetaDescriptor => ({ tagName: 'link', rel: 'stylesheet', href })),
    // Low priority (decision 0830): the chunks wait behind the stylesheets and hero image; React 18 does not know `fetchPriority`,
    // lowercase passes through.
    ...(data.headAssets?.js ?? []).map((href): MetaDescriptor => ({ tagName: 'link', rel: 'modulepreload', href, fetchpriority: 'low' })),
  ];
}
