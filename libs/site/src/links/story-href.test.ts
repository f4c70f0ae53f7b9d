import { MARKETS } from '@silca/i18n';
import { describe, expect, it } from 'vitest';
import { storyHref } from './story-href';

const product = {
  full_slug: 'global/products/silca-futura',
  translated_slugs: [
    { lang: 'it', path: 'global/prodotti/silca-futura', name: null },
    { lang: 'de', path: 'global/produkte/silca-futura-de', name: null },
  ],
};

describe('storyHref', () => {
  it('uses the translated slug of the locale under the global prefix', () => {
    expect(storyHref(product, 'it', MARKETS.global)).toBe('/it/global/prodotti/silca-futura');
    expect(storyHref(product, 'de', MARKETS.global)).toBe('/de/global/produkte/silca-futura-de');
  });

  it('falls back to the default full_slug when the locale has no translation', () => {
    expect(storyHref(product, 'en', MARKETS.global)).toBe('/en/global/products/silca-futura');
  });

  it('reads the default path of a language answer (docs/requirements/content.md#translation: full_slug starts with the language)', () => {
    const answer = { full_slug: 'it/global/products/silca-futura', lang: 'it', translated_slugs: null };
    expect(storyHref(answer, 'es', MARKETS.global)).toBe('/es/global/productos/silca-futura');
    expect(storyHref({ ...answer, default_full_slug: 'global/products/silca-futura' } as typeof answer, 'en', MARKETS.global)).toBe(
      '/en/global/products/silca-futura',
    );
  });

  it('drops the prefix on a country market and maps the home to /', () => {
    expect(storyHref(product, 'it', MARKETS.italy)).toBe('/prodotti/silca-futura');
    expect(storyHref('italy/home', 'it', MARKETS.italy)).toBe('/');
    expect(storyHref('global/home', 'en', MARKETS.global)).toBe('/en/global');
  });

  it('removes the trailing slash of a folder startpage', () => {
    expect(storyHref('global/products/', 'en', MARKETS.global)).toBe('/en/global/products');
  });
});

describe('storyHref with only the default-language slug (multilink cached_url)', () => {
  it('translates the route words and keeps the slug', () => {
    expect(storyHref('global/contacts', 'it', MARKETS.global)).toBe('/it/global/contatti');
    expect(storyHref('global/products/smart-pro-mini', 'de', MARKETS.global)).toBe('/de/global/produkte/smart-pro-mini');
    expect(storyHref('global/products/', 'it', MARKETS.italy)).toBe('/prodotti');
  });

  it('keeps an unknown path as it is under the prefix', () => {
    expect(storyHref('global/no-such/route/here', 'it', MARKETS.global)).toBe('/it/global/no-such/route/here');
  });
});
