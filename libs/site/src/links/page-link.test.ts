import { MARKETS } from '@silca/i18n';
import { describe, expect, it } from 'vitest';
import { isPageLink } from './page-link';

describe('isPageLink (docs/requirements/pages.md#links-that-resolve: only pages are client navigations)', () => {
  it('accepts pages of the market, extranet pages and queries of the current page', () => {
    expect(isPageLink('/en/global/products/silca-futura-pro', MARKETS.global)).toBe(true);
    expect(isPageLink('/it/global/extranet/prodotti', MARKETS.global)).toBe(true);
    expect(isPageLink('/en/global/events-and-news/news-about-us?page=2', MARKETS.global)).toBe(true);
    expect(isPageLink('?page=2', MARKETS.global)).toBe(true);
    expect(isPageLink('/prodotti', MARKETS.italy)).toBe(true);
  });

  it('refuses files, assets and downloads, even where a page slug would match', () => {
    for (const market of [MARKETS.global, MARKETS.italy]) {
      expect(isPageLink('/_assets/f/287745/2c9255e68e/silca-futura-pro-datasheet.pdf', market)).toBe(false);
      expect(isPageLink('/_extranet-assets/f/287745/1600x1067/11fa0a25bb/gallery-machines-1.jpg', market)).toBe(false);
    }
    expect(isPageLink('/en/global/catalogue.pdf', MARKETS.global)).toBe(false);
    expect(isPageLink('/sitemap.xml', MARKETS.italy)).toBe(false);
  });

  it('refuses routes of no page, other origins and other schemes', () => {
    expect(isPageLink('/auth/login?returnTo=%2F', MARKETS.global)).toBe(false);
    expect(isPageLink('/api/downloads', MARKETS.global)).toBe(false);
    expect(isPageLink('//elsewhere.example/en/global', MARKETS.global)).toBe(false);
    expect(isPageLink('https://www.silca.it/prodotti', MARKETS.italy)).toBe(false);
    expect(isPageLink('mailto:info@silca.it', MARKETS.italy)).toBe(false);
    expect(isPageLink('tel:+390438913611', MARKETS.italy)).toBe(false);
  });
});
