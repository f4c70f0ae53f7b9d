import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from './locales';
import { MARKETS, MARKET_IDS, type Market } from './markets';
import { MAX_PATH_LENGTH, buildPath, familyExists, parsePath, routeId, splitRouteId, tryBuildPath } from './paths';
import { CUSTOM_LANDING_SLUGS, ROUTE_FAMILIES, getRouteFamily, patternParams, type RouteFamily } from './route-table';

const markets = MARKET_IDS.map((id) => MARKETS[id]);

/** Sample parameters for a family: unicode and spaces prove per-segment encoding. */
function sampleParams(family: RouteFamily): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const name of patternParams(family)) {
    const allowed = family.allowed?.[name];
    if (allowed) params[name] = allowed[allowed.length - 1]!;
    else if (name === 'category') params[name] = ['keys', 'car keys', 'città'];
    else params[name] = `${name}-value é`;
  }
  return params;
}

const cases = markets.flatMap((market) =>
  ROUTE_FAMILIES.flatMap((family) => LOCALES.map((locale) => ({ market, family, locale, label: `${market.id} ${locale} ${family.id}` }))),
);

describe('route table: every family x every locale x every market', () => {
  it.each(cases)('$label round-trips or is absent', ({ market, family, locale }) => {
    const params = sampleParams(family);
    if (!familyExists(family, locale, market)) {
      expect(() => buildPath(family.id, params, locale, market)).toThrow(/does not exist/);
      expect(tryBuildPath(family.id, params, locale, market)).toBeNull();
      return;
    }
    const path = buildPath(family.id, params, locale, market);
    expect(path.startsWith('/')).toBe(true);
    expect(path === '/' || !path.endsWith('/')).toBe(true);
    expect(path).not.toMatch(/\/\//);
    const parsed = parsePath(path, market);
    expect(parsed?.family.id).toBe(family.id);
    expect(parsed?.locale).toBe(locale);
    expect(parsed?.params).toEqual(params);
    expect(parsed?.localeSource).toBe(market.strategy === 'prefix' ? 'path' : 'market');
    expect(splitRouteId(parsed!.routeId)).toMatchObject({ familyId: family.id, locale });
  });

  it('gives every market path of a locale to exactly one family (no collisions)', () => {
    for (const market of markets) {
      for (const locale of market.locales) {
        const seen = new Map<string, string>();
        for (const family of ROUTE_FAMILIES.filter((f) => familyExists(f, locale, market))) {
          const path = buildPath(family.id, sampleParams(family), locale, market);
          expect(seen.get(path), `${path} built by ${family.id} and ${seen.get(path)}`).toBeUndefined();
          seen.set(path, family.id);
        }
      }
    }
  });

  it('builds the paths of the spec and docs/requirements/urls.md#locale-addressing', () => {
    const g = MARKETS.global;
    expect(buildPath('home', {}, 'en', g)).toBe('/en/global');
    expect(buildPath('home', {}, 'it', MARKETS.italy)).toBe('/');
    expect(buildPath('products-slug', { slug: 'x' }, 'it', g)).toBe('/it/global/prodotti/x');
    expect(buildPath('products-slug', { slug: 'x' }, 'it', MARKETS.italy)).toBe('/prodotti/x');
    expect(buildPath('products', {}, 'de', MARKETS.germany)).toBe('/produkte');
    expect(buildPath('products', {}, 'fr', MARKETS.france)).toBe('/produits');
    expect(buildPath('products', {}, 'es', MARKETS.spain)).toBe('/productos');
    expect(buildPath('category-slug', { slug: 'a' }, 'nl', g)).toBe('/nl/global/categorieen/a');
    expect(buildPath('extranet-search', {}, 'ro', g)).toBe('/ro/global/extranet/cautare');
    expect(buildPath('extranet-products-category', { category: 'a/b/c' }, 'en', g)).toBe('/en/global/extranet/products/a/b/c');
    expect(buildPath('events-and-news-press-releases-slug', { slug: 'p' }, 'en', g)).toBe('/en/global/events-and-news/press-releases/p');
    expect(buildPath('extranet-catalogues-folder-slug-slug', { folder_slug: 'f', slug: 's' }, 'en', g)).toBe('/en/global/extranet/catalogues/f/s');
  });

  it('uses the words docs/requirements/README.md#areas fixes for category, extranet search and products', () => {
    const g = MARKETS.global;
    const category: Record<Locale, string> = {
      en: 'category',
      es: 'categorias',
      fr: 'categories',
      ro: 'categorii',
      ru: 'kategorii',
      nl: 'categorieen',
      it: 'categorie',
      de: 'kategorien',
      pt: 'categorias',
    };
    const search: Partial<Record<Locale, string>> = {
      en: 'search',
      de: 'suchen',
      es: 'buscar',
      pt: 'procurar',
      fr: 'rechercher',
      it: 'cerca',
      ro: 'cautare',
      nl: 'zoeken',
    };
    const products: Partial<Record<Locale, string>> = { it: 'prodotti', de: 'produkte', fr: 'produits', es: 'productos' };
    for (const locale of LOCALES) {
      expect(buildPath('category-slug', { slug: 's' }, locale, g)).toBe(`/${locale}/global/${category[locale]}/s`);
      if (search[locale]) expect(buildPath('extranet-search', {}, locale, g)).toBe(`/${locale}/global/extranet/${search[locale]}`);
      if (products[locale]) expect(buildPath('products', {}, locale, g)).toBe(`/${locale}/global/${products[locale]}`);
    }
  });

  it('keeps /extranet/documentazione-per-bu-italia identical in every language', () => {
    for (const locale of LOCALES) {
      expect(buildPath('extranet-documentazione-per-bu-italia-slug', { slug: 'doc' }, locale, MARKETS.global)).toBe(
        `/${locale}/global/extranet/documentazione-per-bu-italia/doc`,
      );
    }
  });

  it('marks every extranet family auth and no public family auth; modules match the lead route modules', () => {
    for (const f of ROUTE_FAMILIES) {
      const extranet = f.pattern[0] === 'extranet';
      expect(f.auth, f.id).toBe(extranet);
      if (extranet) expect(f.module).toBe(f.id === 'extranet-search' ? 'extranet-search' : 'extranet-page');
      else expect(['home', 'story-page', 'search', 'custom-landing']).toContain(f.module);
      expect(f.layout.startsWith('extranet'), f.id).toBe(extranet);
    }
    expect(getRouteFamily('category-slug').layout).toBe('prefooter');
  });
});

describe('excluded locales (docs/requirements/urls.md#public-routes)', () => {
  it.each(['ro', 'ru'] as const)('has no products/automotive or products/residential in %s', (locale) => {
    for (const id of ['products-automotive', 'products-residential']) {
      expect(familyExists(getRouteFamily(id), locale, MARKETS.global)).toBe(false);
      expect(() => buildPath(id, {}, locale, MARKETS.global)).toThrow();
    }
    // The translated word is then an ordinary product slug, never the family page.
    const parsed = parsePath(`/${locale}/global/${locale === 'ro' ? 'produse/auto' : 'produkty/avtomobili'}`, MARKETS.global);
    expect(parsed?.family.id).toBe('products-slug');
  });

  it('has them in the seven other locales', () => {
    for (const locale of LOCALES.filter((l) => l !== 'ro' && l !== 'ru')) {
      expect(parsePath(buildPath('products-automotive', {}, locale, MARKETS.global), MARKETS.global)?.family.id).toBe('products-automotive');
    }
  });

  it('does not serve a locale the market lacks', () => {
    expect(parsePath('/en/global/products', MARKETS.italy)).toBeNull();
    expect(() => buildPath('products', {}, 'en', MARKETS.italy)).toThrow(/does not exist/);
    expect(parsePath('/it/prodotti', MARKETS.italy)).toBeNull();
  });
});

describe('custom landing (docs/requirements/urls.md#custom-landing)', () => {
  const g = MARKETS.global;
  it.each(CUSTOM_LANDING_SLUGS)('serves %s under every locale prefix, before the generic page', (slug) => {
    for (const locale of LOCALES) {
      const parsed = parsePath(`/${locale}/global/${slug}`, g);
      expect(parsed?.family.id).toBe('custom-landing');
      expect(parsed?.routeId).toBe(`custom-landing--${slug}___${locale}`);
      expect(parsed?.localeSource).toBe('path');
    }
  });

  it('serves /global/{customSlug} unprefixed on global with no locale from the path', () => {
    const parsed = parsePath('/global/thank-you-eng', g);
    expect(parsed).toMatchObject({ locale: 'en', localeSource: 'none', params: { customSlug: 'thank-you-eng' } });
  });

  it('serves /global/{customSlug} on a country market in its locale', () => {
    expect(buildPath('custom-landing', { customSlug: 'thank-you-eng' }, 'it', MARKETS.italy)).toBe('/global/thank-you-eng');
    expect(parsePath('/global/landing-smart-pro-mini', MARKETS.italy)).toMatchObject({
      locale: 'it',
      localeSource: 'market',
      family: { id: 'custom-landing' },
    });
  });

  it('leaves other values to the generic page or to 404', () => {
    expect(parsePath('/en/global/other-landing', g)?.family.id).toBe('page-slug');
    expect(parsePath('/global/other-landing', g)).toBeNull();
    expect(parsePath('/global/other-landing', MARKETS.italy)).toBeNull();
    expect(parsePath('/global/THANK-YOU-ENG', g)).toBeNull();
    expect(() => buildPath('custom-landing', { customSlug: 'other' }, 'en', g)).toThrow(/must be one of/);
  });
});

describe('route ids (docs/requirements/urls.md#route-names)', () => {
  it('carry the locale suffix and split back', () => {
    expect(routeId('products-slug', 'it')).toBe('products-slug___it');
    expect(splitRouteId('products-slug___it')).toEqual({ familyId: 'products-slug', locale: 'it' });
    expect(splitRouteId('custom-landing--thank-you-eng___de')).toEqual({
      familyId: 'custom-landing',
      locale: 'de',
      variant: 'thank-you-eng',
    });
    expect(splitRouteId('products-slug')).toBeNull();
    expect(splitRouteId('products-slug___xx')).toBeNull();
  });
});

describe('buildPath rejects bad parameters with a clear error', () => {
  const g = MARKETS.global;
  it.each([
    [{}, /missing parameter "slug"/i],
    [{ slug: '' }, /slug/],
    [{ slug: 'a/b' }, /slug/],
    [{ slug: '..' }, /slug/],
    [{ slug: 'a\u0000' }, /slug/],
  ])('%j', (params, message) => {
    expect(() => buildPath('products-slug', params, 'en', g)).toThrow(message);
  });
  it('throws for an unknown family', () => {
    expect(() => buildPath('nope', {}, 'en', g)).toThrow(/Unknown route family/);
  });
  it('rejects an empty catch-all', () => {
    expect(() => buildPath('extranet-photogallery-category', { category: [] }, 'en', g)).toThrow();
  });
});

describe('hostile input never throws and never matches', () => {
  const hostile: string[] = [
    '/xx/global',
    '/xx/global/products',
    '/EN/Global',
    '/en/Global/products',
    '/en/global/Products/x',
    '/en/global/products/a%2Fb',
    '/en/global/products/a%5Cb',
    '/en/global/products/%2E%2E',
    '/en/global/products/..',
    '/en/global//products',
    '//en/global',
    '/en/global/',
    '/en/global/products/',
    '/en/global/products/%E0%A4%A',
    '/en/global/products/%',
    '/en/global/products/a%00b',
    '/en/global/products/a%0Ab',
    '/en/global/products/\u0007',
    '/' + 'a'.repeat(10_000),
    '/en/global/products/' + 'a'.repeat(10_000),
    '/en/global/' + 'x/'.repeat(5_000),
    'en/global',
    '',
    '/ro/global/produse/automotive/extra',
    '/en/global/extranet/unknown',
    '/en/global/extranet/products/',
  ];
  for (const market of markets) {
    it.each(hostile.map((p) => [p.length > 60 ? `${p.slice(0, 60)}... (${p.length})` : p, p]))(`${market.id}: %s`, (_label, path) => {
      expect(() => parsePath(path, market)).not.toThrow();
      expect(parsePath(path, market)).toBeNull();
    });
  }

  it('rejects non-string input without throwing', () => {
    expect(parsePath(undefined as unknown as string, MARKETS.global)).toBeNull();
    expect(parsePath(42 as unknown as string, MARKETS.global)).toBeNull();
  });

  it('accepts a long but legal catch-all under the limit', () => {
    const segs = Array.from({ length: 50 }, (_, i) => `s${i}`);
    const path = buildPath('extranet-photogallery-category', { category: segs }, 'en', MARKETS.global);
    expect(path.length).toBeLessThan(MAX_PATH_LENGTH);
    expect(parsePath(path, MARKETS.global)?.params.category).toEqual(segs);
  });

  it('survives random garbage', () => {
    const alphabet = ['/', '%', 'e', 'n', 'global', '..', '%2F', '%E0', 'A', '\u0000', '?', '#', 'é', ' '];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 2000; i++) {
      const path = '/' + Array.from({ length: next() % 12 }, () => alphabet[next() % alphabet.length]).join('');
      for (const market of markets) expect(() => parsePath(path, market)).not.toThrow();
    }
  });
});

describe('markets', () => {
  it('every country market has one locale, unprefixed', () => {
    for (const market of markets.filter((m: Market) => m.id !== 'global')) {
      expect(market.locales).toHaveLength(1);
      expect(buildPath('home', {}, market.defaultLocale, market)).toBe('/');
    }
  });
});

describe('parsed segments', () => {
  it('are the decoded segments below the locale prefix', () => {
    expect(parsePath('/it/global/prodotti/citt%C3%A0', MARKETS.global)?.segments).toEqual(['prodotti', 'città']);
    expect(parsePath('/prodotti/x', MARKETS.italy)?.segments).toEqual(['prodotti', 'x']);
    expect(parsePath('/en/global', MARKETS.global)?.segments).toEqual([]);
    expect(parsePath('/global/thank-you-eng', MARKETS.global)?.segments).toEqual(['thank-you-eng']);
  });
});
