import { type Alternates } from './alternates';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** One sitemap page: its alternates (from `buildAlternates`) and an optional last modification. */
export interface SitemapPage {
  alternates: Alternates;
  /** ISO 8601 date or date-time (`2026-11-20` or `2026-11-20T10:00:00Z`). */
  lastmod?: string | null;
}

/**
 * Sitemap XML (sitemaps.org 0.9) with `<xhtml:link>` hreflang alternates, one `<url>` per canonical, XML-escaped
 * (docs/requirements/urls.md#sitemap-and-robots). The caller lists its market's public pages. Never throws.
 */
export function renderSitemap(pages: readonly SitemapPage[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const { alternates, lastmod } of pages) {
    if (seen.has(alternates.canonical)) continue;
    seen.add(alternates.canonical);
    const lines = [`  <url>`, `    <loc>${escapeXml(alternates.canonical)}</loc>`];
    if (lastmod && /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(lastmod)) {
      lines.push(`    <lastmod>${escapeXml(lastmod.replace(' ', 'T'))}</lastmod>`);
    }
    for (const link of alternates.hreflang) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`);
    }
    lines.push('  </url>');
    urls.push(lines.join('\n'));
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
