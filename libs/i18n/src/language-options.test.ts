import { describe, expect, it } from 'vitest';
import { languageOptions, locationOptions } from './language-options';
import { MARKETS } from './markets';

describe('languageOptions (docs/requirements/pages.md#interface-elements, docs/requirements/urls.md#locale-addressing)', () => {
  it('links each market locale to the equivalent page, else to its home', () => {
    const options = languageOptions({
      current: 'en',
      market: MARKETS.global,
      pathsByLocale: { en: '/en/global/products/key', it: '/it/global/prodotti/chiave', de: '//evil.example/x' },
    });
    expect(options.map((o) => o.locale)).toEqual(['en', 'de', 'es', 'pt', 'fr', 'it', 'ro', 'nl', 'ru']);
    expect(options.find((o) => o.locale === 'it')).toEqual({
      locale: 'it',
      label: 'Italiano',
      href: '/it/global/prodotti/chiave',
      current: false,
      equivalent: true,
    });
    expect(options.find((o) => o.locale === 'ru')).toMatchObject({ href: '/ru/global', equivalent: false, label: 'Русский' });
    expect(options.find((o) => o.locale === 'de')).toMatchObject({ href: '/de/global', equivalent: false });
    expect(options.filter((o) => o.current).map((o) => o.locale)).toEqual(['en']);
  });

  it('lists the single locale of a country market; absolute when siteUrls configures it', () => {
    expect(languageOptions({ current: 'it', market: MARKETS.italy, siteUrls: { italy: 'https://it.test' } })).toEqual([
      { locale: 'it', label: 'Italiano', href: 'https://it.test/', current: true, equivalent: false },
    ]);
  });
});

describe('locationOptions', () => {
  it('links every market site, to the same page where it exists, in the current locale when the site has it', () => {
    const options = locationOptions({
      current: { market: MARKETS.global, locale: 'it' },
      siteUrls: { italy: 'https://it.test' },
      page: { familyId: 'products-slug', paramsByLocale: { it: { slug: 'chiave' }, en: { slug: 'key' } } },
    });
    expect(options.map((o) => o.id)).toEqual(['global', 'italy', 'spain', 'france', 'germany']);
    expect(options[0]).toMatchObject({ href: 'https://www.silca.biz/it/global/prodotti/chiave', current: true, locale: 'it', label: 'Global' });
    expect(options[1]).toMatchObject({ href: 'https://it.test/prodotti/chiave', current: false, label: 'Italia' });
    expect(options[2]).toMatchObject({ href: 'https://www.silca.es/', locale: 'es' });
  });
});
