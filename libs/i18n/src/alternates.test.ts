import { describe, expect, it } from 'vitest';
import { alternateMetaTags, buildAlternates } from './alternates';
import { LOCALES, type Locale } from './locales';
import { MARKETS, MARKET_IDS } from './markets';

const siteUrls = {
  global: 'https://global.test/',
  italy: 'https://it.test',
  spain: 'https://es.test',
  france: 'https://fr.test',
  germany: 'https://de.test',
};

/** A product that exists in every locale but ru, with a translated slug each. */
const productSlugs: Partial<Record<Locale, { slug: string }>> = Object.fromEntries(LOCALES.filter((l) => l !== 'ru').map((l) => [l, { slug: `key-${l}` }]));

describe('buildAlternates', () => {
  it('gives an absolute canonical, every existing version with hreflang, and x-default', () => {
    const a = buildAlternates({ familyId: 'products-slug', locale: 'it', market: MARKETS.global, paramsByLocale: productSlugs, siteUrls });
    expect(a.htmlLang).toBe('it');
    expect(a.canonical).toBe('https://global.test/it/global/prodotti/key-it');
    expect(a.hreflang).toContainEqual({ hreflang: 'de', href: 'https://global.test/de/global/produkte/key-de' });
    expect(a.hreflang).toContainEqual({ hreflang: 'it-IT', href: 'https://it.test/prodotti/key-it' });
    expect(a.hreflang).toContainEqual({ hreflang: 'es-ES', href: 'https://es.test/productos/key-es' });
    expect(a.hreflang).toContainEqual({ hreflang: 'x-default', href: 'https://global.test/en/global/products/key-en' });
    expect(a.hreflang.some((h) => h.hreflang === 'ru')).toBe(false);
    expect(a.hreflang).toHaveLength(8 + 4 + 1);
    for (const h of a.hreflang) expect(h.href).toMatch(/^https:\/\/[a-z.]+\.test\//);
    expect(a.ogLocale).toBe('it_IT');
    expect(a.ogLocaleAlternates).not.toContain('it_IT');
    expect(a.ogLocaleAlternates).toContain('en_GB');
    expect(a.ogLocaleAlternates).not.toContain('ru_RU');
  });

  it('is reciprocal: every listed version lists the same set, including itself as canonical', () => {
    const reference = buildAlternates({ familyId: 'products-slug', locale: 'en', market: MARKETS.global, paramsByLocale: productSlugs, siteUrls });
    for (const id of MARKET_IDS) {
      const market = MARKETS[id];
      for (const locale of market.locales.filter((l) => productSlugs[l])) {
        const a = buildAlternates({ familyId: 'products-slug', locale, market, paramsByLocale: productSlugs, siteUrls });
        expect(a.hreflang).toEqual(reference.hreflang);
        expect(a.hreflang.map((h) => h.href)).toContain(a.canonical);
      }
    }
  });

  it('leaves out families a locale lacks (automotive in ro, ru)', () => {
    const a = buildAlternates({ familyId: 'products-automotive', locale: 'en', market: MARKETS.global, siteUrls });
    const codes = a.hreflang.map((h) => h.hreflang);
    expect(codes).not.toContain('ro');
    expect(codes).not.toContain('ru');
    expect(codes).toContain('de-DE');
  });

  it('builds a country home on its bare origin', () => {
    const a = buildAlternates({ familyId: 'home', locale: 'fr', market: MARKETS.france, siteUrls, includeOtherMarkets: false });
    expect(a.canonical).toBe('https://fr.test/');
    expect(a.hreflang).toEqual([
      { hreflang: 'fr-FR', href: 'https://fr.test/' },
      { hreflang: 'x-default', href: 'https://fr.test/' },
    ]);
  });

  it('defaults to the markets’ own URLs', () => {
    expect(buildAlternates({ familyId: 'home', locale: 'en', market: MARKETS.global }).canonical).toBe('https://www.silca.biz/en/global');
  });

  it('throws clearly when the page itself cannot be built or a site URL is bad', () => {
    expect(() => buildAlternates({ familyId: 'products-slug', locale: 'ru', market: MARKETS.global, paramsByLocale: productSlugs })).toThrow(
      /canonical URL of "products-slug" in global\/ru/,
    );
    expect(() => buildAlternates({ familyId: 'home', locale: 'en', market: MARKETS.global, siteUrls: { global: 'not a url' } })).toThrow(/market "global"/);
    expect(() => buildAlternates({ familyId: 'home', locale: 'en', market: MARKETS.global, siteUrls: { global: 'ftp://x' } })).toThrow(/http/);
  });
});

describe('alternateMetaTags', () => {
  it('renders canonical, hreflang links, og:url and og:locale tags', () => {
    const tags = alternateMetaTags(buildAlternates({ familyId: 'home', locale: 'de', market: MARKETS.germany, siteUrls }));
    expect(tags[0]).toEqual({ tagName: 'link', rel: 'canonical', href: 'https://de.test/' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://global.test/en/global' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'de', href: 'https://global.test/de/global' });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'de_DE' });
    expect(tags.filter((t) => 'property' in t && t.property === 'og:locale:alternate')).toHaveLength(8);
  });
});
