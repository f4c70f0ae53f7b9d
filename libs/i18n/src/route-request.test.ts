import { describe, expect, it } from 'vitest';
import { buildAlternates } from './alternates';
import { LOCALES } from './locales';
import { MARKETS, MARKET_IDS } from './markets';
import { buildPath, familyExists } from './paths';
import { routeRequest } from './route-request';
import { ROUTE_FAMILIES, patternParams, type RouteFamily } from './route-table';

const params = (f: RouteFamily) => Object.fromEntries(patternParams(f).map((n) => [n, f.allowed?.[n]?.[0] ?? (n === 'category' ? ['a', 'b'] : `v-${n}`)]));

/** Table-driven: every family x every locale x every market (docs/requirements/urls.md#locale-addressing). */
const rows = MARKET_IDS.flatMap((id) =>
  ROUTE_FAMILIES.flatMap((family) => LOCALES.map((locale) => ({ market: MARKETS[id], family, locale, label: `${id} ${locale} ${family.id}` }))),
);

describe('routeRequest: every family x locale x market', () => {
  it.each(rows)('$label', ({ market, family, locale }) => {
    if (!familyExists(family, locale, market)) {
      // The same path in a locale the market or family lacks is a 404 or the English equivalent.
      const prefixed = `/${locale}/global/${family.id}`;
      const d = routeRequest({ pathname: prefixed, market });
      expect(['not-found', 'page']).toContain(d.kind);
      if (d.kind === 'page') expect(d.parsed.family.id).not.toBe(family.id);
      return;
    }
    const path = buildPath(family.id, params(family), locale, market);
    const page = routeRequest({ pathname: path, search: '?x=1', cookieHeader: 'i18n_redirected=ru', market });
    expect(page.kind).toBe('page');
    if (page.kind !== 'page') return;
    expect(page.parsed.family.id).toBe(family.id);
    expect(page.locale).toBe(locale); // <html lang>
    expect(page.setCookie === null).toBe(locale === 'ru');
    const alt = buildAlternates({ familyId: family.id, locale, market, paramsByLocale: { [locale]: params(family) }, includeOtherMarkets: false });
    expect(alt.canonical).toBe(market.defaultUrl + path);

    if (path !== '/') {
      const slash = routeRequest({ pathname: `${path}/`, search: '?x=1', market });
      expect(slash).toMatchObject({ kind: 'redirect', status: 301, location: `${path}?x=1` });
    }
    if (market.strategy === 'prefix' && family.pattern.length > 0 && !family.unprefixedAlias) {
      const bare = path.replace(`/${locale}/global`, '');
      const redirect = routeRequest({ pathname: bare, cookieHeader: `i18n_redirected=${locale}`, market });
      expect(redirect).toMatchObject({ kind: 'redirect', status: 301 });
      if (redirect.kind === 'redirect') expect(routeRequest({ pathname: redirect.location.split('?')[0]!, market }).kind).toBe('page');
    }
  });
});

describe('routeRequest: hostile and edge input', () => {
  it.each([
    ['/xx/global', 'not-found'],
    ['/EN/Global', 'not-found'],
    ['/en/global/products/a%2Fb', 'not-found'],
    ['/en//global', 'not-found'],
    ['/en/global/products/%E0%A4%A', 'not-found'],
    ['/' + 'a/'.repeat(6000), 'redirect'],
    ['/' + 'a'.repeat(10_000), 'not-found'],
    ['/global/thank-you-eng', 'page'],
    ['/global/nope', 'not-found'],
  ])('%s -> %s on global, no loop', (pathname, kind) => {
    const d = routeRequest({ pathname, market: MARKETS.global });
    expect(d.kind).toBe(kind);
    if (d.kind === 'redirect') {
      const next = routeRequest({ pathname: d.location, market: MARKETS.global });
      expect(next.kind).not.toBe('redirect');
    }
  });

  it('serves /global/{customSlug} in the cookie locale without a prefix', () => {
    expect(routeRequest({ pathname: '/global/landing-smart-pro-mini', cookieHeader: 'i18n_redirected=nl', market: MARKETS.global })).toMatchObject({
      kind: 'page',
      locale: 'nl',
      localeSource: 'cookie',
      setCookie: null,
      varyOnCookie: true,
    });
  });

  it('flags cookie-dependent answers so shared caches keep out of them', () => {
    const g = MARKETS.global;
    expect(routeRequest({ pathname: '/products', market: g })).toMatchObject({ kind: 'redirect', varyOnCookie: true });
    expect(routeRequest({ pathname: '/en/global/products/', market: g })).toMatchObject({ kind: 'redirect', varyOnCookie: false });
    expect(routeRequest({ pathname: '/en/global/products', market: g })).toMatchObject({ kind: 'page', varyOnCookie: false });
    // A 404 speaks its URL's language, whatever the cookie (docs/requirements/pages.md#error-screen-language).
    expect(routeRequest({ pathname: '/xx/global', market: g })).toMatchObject({ kind: 'not-found', varyOnCookie: false });
  });

  it('gives the 404 a locale for <html lang>', () => {
    expect(routeRequest({ pathname: '/nope/deep', market: MARKETS.italy })).toEqual({
      kind: 'not-found',
      status: 404,
      locale: 'it',
      setCookie: null,
      varyOnCookie: false,
    });
    expect(routeRequest({ pathname: '/xx/global', cookieHeader: 'i18n_redirected=de', market: MARKETS.global })).toMatchObject({ locale: 'en' });
    expect(routeRequest({ pathname: '/en/global/products/futura-pro/specs', cookieHeader: 'i18n_redirected=ru', market: MARKETS.global })).toMatchObject({
      locale: 'en',
    });
    expect(routeRequest({ pathname: '/ru/global/no-such-page', cookieHeader: 'i18n_redirected=de', market: MARKETS.global })).toMatchObject({ locale: 'ru' });
  });
});
