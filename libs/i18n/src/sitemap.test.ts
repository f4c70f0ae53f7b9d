import { describe, expect, it } from 'vitest';
import { buildAlternates } from './alternates';
import { MARKETS } from './markets';
import { renderSitemap } from './sitemap';

describe('renderSitemap', () => {
  const home = buildAlternates({ familyId: 'home', locale: 'it', market: MARKETS.italy });
  const product = buildAlternates({
    familyId: 'products-slug',
    locale: 'it',
    market: MARKETS.italy,
    paramsByLocale: { it: { slug: 'a&b' }, en: { slug: 'x' } },
  });

  it('lists each canonical once with its hreflang alternates and lastmod', () => {
    const xml = renderSitemap([{ alternates: home, lastmod: '2026-11-20 10:00' }, { alternates: product }, { alternates: home }]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://www.silca.it/</loc>');
    expect(xml).toContain('<lastmod>2026-11-20T10:00</lastmod>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.silca.biz/en/global"/>');
    expect(xml).toContain('<loc>https://www.silca.it/prodotti/a%26b</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });

  it('escapes XML and drops a malformed lastmod', () => {
    const xml = renderSitemap([{ alternates: { ...home, canonical: 'https://x.test/?a=1&b=<2>' }, lastmod: 'yesterday' }]);
    expect(xml).toContain('<loc>https://x.test/?a=1&amp;b=&lt;2&gt;</loc>');
    expect(xml).not.toContain('<lastmod>');
  });

  it('renders an empty urlset for no pages', () => {
    expect(renderSitemap([])).toMatch(/<urlset[^>]*>\n<\/urlset>/);
  });
});
