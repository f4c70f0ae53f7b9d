import { describe, expect, it } from 'vitest';
import { MARKETS, MARKET_IDS } from './markets';
import { parsePath } from './paths';
import { homePath, localePrefixPatterns, remixRoutes } from './remix-routes';
import { ROUTE_FAMILIES } from './route-table';

/** Turns a Remix path into a concrete URL path by filling params and the splat. */
function concrete(path: string): string {
  return path.replace(/:([a-z_]+)/gi, 'p-$1').replace(/\*$/, 'a/b');
}

describe('remixRoutes', () => {
  for (const id of MARKET_IDS) {
    const market = MARKETS[id];
    const routes = remixRoutes(market);

    it(`${id}: ids and paths are unique`, () => {
      expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
      expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    });

    it(`${id}: every route path parses back to its own family and id`, () => {
      for (const route of routes) {
        const parsed = parsePath(concrete(route.path), market);
        expect(parsed?.family.id, route.path).toBe(route.familyId);
        if (route.locale) expect(parsed?.routeId).toBe(route.id);
      }
    });

    it(`${id}: covers every family in every locale of the market`, () => {
      const families = new Set(routes.map((r) => r.familyId));
      expect(families.size).toBe(ROUTE_FAMILIES.length);
    });
  }

  it('pins custom landing to its two values and adds the unprefixed alias on global only', () => {
    const global = remixRoutes(MARKETS.global).filter((r) => r.familyId === 'custom-landing');
    expect(global.filter((r) => r.locale === null).map((r) => r.path)).toEqual([
      '/global/thank-you-eng',
      '/global/landing-smart-pro-mini',
    ]);
    expect(global).toHaveLength(2 * 9 + 2);
    expect(global.find((r) => r.id === 'custom-landing--thank-you-eng___it')?.path).toBe('/it/global/thank-you-eng');
    const italy = remixRoutes(MARKETS.italy).filter((r) => r.familyId === 'custom-landing');
    expect(italy.map((r) => r.path)).toEqual(['/global/thank-you-eng', '/global/landing-smart-pro-mini']);
  });

  it('makes catch-alls a Remix splat and keeps ro/ru without automotive', () => {
    const routes = remixRoutes(MARKETS.global);
    expect(routes.find((r) => r.id === 'extranet-products-category___de')?.path).toBe('/de/global/extranet/produkte/*');
    expect(routes.some((r) => r.id === 'products-automotive___ro')).toBe(false);
    expect(routes.some((r) => r.id === 'extranet-products-automotive___ro')).toBe(true);
  });

  it('gives the home path of each market', () => {
    expect(homePath('pt', MARKETS.global)).toBe('/pt/global');
    expect(homePath('fr', MARKETS.france)).toBe('/');
  });
});

describe('localePrefixPatterns', () => {
  it('gives one :lang pattern for the global market and the bare root for a one-locale country market', () => {
    expect(localePrefixPatterns(MARKETS.global)).toEqual(['/:lang/global']);
    expect(localePrefixPatterns(MARKETS.italy)).toEqual(['']);
  });
});
