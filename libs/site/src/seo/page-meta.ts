import type { MetaDescriptor } from '@remix-run/node';
import { alternateMetaTags, formatTitle, type Alternates } from '@silca/i18n';

/** What a route's loader data must carry for {@link pageMeta}. */
export interface MetaSource {
  seo: { name: string; description: string };
  alternates: Alternates | null;
  breadcrumbs?: { label: string; href?: string }[];
  headAssets?: { css: string[]; js: string[] };
}

/** schema.org BreadcrumbList of the trail, absolute on the canonical origin (DESIGN.md 8). */
function breadcrumbJsonLd(data: MetaSource): MetaDescriptor | null {
  const trail = data.breadcrumbs ?? [];
  const canonical = data.alternates?.canonical;
  if (trail.length < 2 || !canonical) return null;
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

/** The stylesheets the document was served with (browser only; see {@link documentStylesheets}). */
let servedStylesheets: string[] | undefined;

/**
 * In the browser the stylesheets of the first page stay linked across client navigations: a
 * changed href would unlink the old sheet before the new one loads (a flash of unstyled
 * content). The blocks a later page adds bring their CSS with their lazy chunks (Vite links it
 * before the chunk resolves, decision 0560). On the server: the page's own list.
 */
function documentStylesheets(css: string[]): string[] {
  if (typeof document === 'undefined') return css;
  servedStylesheets ??= css;
  return servedStylesheets;
}

/**
 * Head tags of a page (SPEC.md 2.1 and 2.5): `{name} | Silca` title, description, Open Graph
 * title/description, canonical, hreflang alternates with x-default, og:url, og:locale(:alternate).
 */
export function pageMeta(data: MetaSource | undefined): MetaDescriptor[] {
  if (!data) return [{ title: formatTitle(null) }];
  const jsonLd = breadcrumbJsonLd(data);
  return [
    { title: formatTitle(data.seo.name) },
    { name: 'description', content: data.seo.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'Silca' },
    { property: 'og:title', content: data.seo.name },
    { property: 'og:description', content: data.seo.description },
    ...(data.alternates ? (alternateMetaTags(data.alternates) as MetaDescriptor[]) : []),
    ...(jsonLd ? [jsonLd] : []),
    // The lazy template and blocks of this page: styled at first paint, code fetched in parallel.
    ...documentStylesheets(data.headAssets?.css ?? []).map((href): MetaDescriptor => ({ tagName: 'link', rel: 'stylesheet', href })),
    ...(data.headAssets?.js ?? []).map((href): MetaDescriptor => ({ tagName: 'link', rel: 'modulepreload', href })),
  ];
}
