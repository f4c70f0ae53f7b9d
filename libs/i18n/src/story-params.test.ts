import { describe, expect, it } from 'vitest';
import { buildAlternates } from './alternates';
import { MARKETS } from './markets';
import { paramsByLocaleFromStoryPaths } from './story-params';

describe('paramsByLocaleFromStoryPaths', () => {
  it('reads translated slugs by position, dropping the market folder', () => {
    expect(
      paramsByLocaleFromStoryPaths('products-slug', {
        en: 'global/products/silca-futura',
        it: 'global/prodotti/futura-it/',
        de: 'produkte/futura-de',
        ru: 'global/produkty',
        xx: 'global/x/y',
      }),
    ).toEqual({ en: { slug: 'silca-futura' }, it: { slug: 'futura-it' }, de: { slug: 'futura-de' } });
  });

  it('takes the rest for a catch-all and {} for a family without parameters', () => {
    expect(paramsByLocaleFromStoryPaths('extranet-photogallery-category', { en: 'global/extranet/photogallery/a/b' })).toEqual({
      en: { category: ['a', 'b'] },
    });
    expect(paramsByLocaleFromStoryPaths('home', { en: 'global/home', it: 'global/home' })).toEqual({ en: {}, it: {} });
  });

  it('feeds buildAlternates', () => {
    const paramsByLocale = paramsByLocaleFromStoryPaths('products-slug', { en: 'global/products/a', it: 'global/prodotti/b' });
    const alt = buildAlternates({ familyId: 'products-slug', locale: 'it', market: MARKETS.italy, paramsByLocale });
    expect(alt.canonical).toBe('https://www.silca.it/prodotti/b');
    expect(alt.hreflang.map((h) => h.hreflang)).toEqual(['en', 'it', 'it-IT', 'x-default']);
  });

  it('throws for an unknown family', () => {
    expect(() => paramsByLocaleFromStoryPaths('nope', {})).toThrow(/Unknown route family/);
  });
});
