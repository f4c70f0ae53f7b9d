import { describe, expect, it } from 'vitest';
import { MARKETS } from './markets';
import { parsePath } from './paths';
import { trailingSlashRedirect, unprefixedGlobalRedirect } from './redirects';

const g = MARKETS.global;

describe('trailingSlashRedirect (docs/requirements/urls.md#trailing-slash)', () => {
  it.each([
    ['/en/global/products/', '?a=1', '#x', '/en/global/products?a=1#x'],
    ['/en/global/products/', 'a=1', undefined, '/en/global/products?a=1'],
    ['/prodotti///', '', '', '/prodotti'],
    ['//evil.example/', '', '', '/evil.example'],
    ['///', '?q', '', '/?q'],
  ])('%s%s%s -> %s', (path, search, hash, target) => {
    expect(trailingSlashRedirect(path, search, hash)).toBe(target);
  });
  it.each(['/', '/en/global', '/prodotti/x'])('leaves %s alone', (path) => {
    expect(trailingSlashRedirect(path, '?a=1')).toBeNull();
  });
});

describe('unprefixedGlobalRedirect (docs/requirements/urls.md#locale-addressing)', () => {
  it.each([
    ['/', null, '/en/global'],
    ['/', 'it', '/it/global'],
    ['/products/x', null, '/en/global/products/x'],
    ['/products/x', 'de', '/de/global/produkte/x'],
    ['/prodotti/x', null, '/en/global/products/x'],
    ['/prodotti/x', 'it', '/it/global/prodotti/x'],
    ['/category/keys', 'nl', '/nl/global/categorieen/keys'],
    ['/about-us', 'xx', '/en/global/about-us'],
    ['/about-us', 'EN', '/en/global/about-us'],
    ['/global', 'fr', '/fr/global'],
    ['/global/products/x', null, '/en/global/products/x'],
    ['/it/prodotti/x', 'de', '/it/global/prodotti/x'],
    ['/it', null, '/it/global'],
    ['/extranet/products/a/b', 'es', '/es/global/extranet/productos/a/b'],
    ['/some-page', 'ru', '/ru/global/some-page'],
    ['/products/automotive', 'ro', '/en/global/products/automotive'],
    ['/prodotti/automotive', 'de', '/de/global/produkte/automobil'],
  ])('%s with cookie %s -> %s', (path, cookie, target) => {
    expect(unprefixedGlobalRedirect(path, '', cookie, g)).toBe(target);
  });

  it('keeps the query string', () => {
    expect(unprefixedGlobalRedirect('/products', '?page=2&sort=name', null, g)).toBe('/en/global/products?page=2&sort=name');
  });

  it.each([
    '/en/global/products',
    '/en/global/unknown/deep/path',
    '/global/thank-you-eng',
    '/global/products',
    '/global/other-landing',
    '/xx/global',
    '/EN/Global',
    '/En/global/products',
    '/api/checkStorySlugs',
    '/build/app.js',
    '/favicon.ico',
    '/robots.txt',
    '//products',
    '/products//x',
    '/products/a%2Fb',
    '/products/%E0%A4%A',
    '/' + 'a'.repeat(10_000),
    '/a/b/c/d/e',
    '',
  ])('does not redirect %s', (path) => {
    expect(unprefixedGlobalRedirect(path, '', 'it', g)).toBeNull();
  });

  it('never applies on a country market', () => {
    for (const m of [MARKETS.italy, MARKETS.spain, MARKETS.france, MARKETS.germany]) {
      expect(unprefixedGlobalRedirect('/products/x', '', 'en', m)).toBeNull();
      expect(unprefixedGlobalRedirect('/', '', 'en', m)).toBeNull();
    }
  });

  it('always targets a route that is not redirected again (no loops)', () => {
    const paths = ['/', '/products', '/prodotti/x', '/global', '/it', '/search', '/cerca', '/extranet', '/x', '/category/y'];
    for (const path of paths) {
      for (const cookie of [null, 'en', 'it', 'ru', 'ro', 'zz']) {
        const target = unprefixedGlobalRedirect(path, '', cookie, g);
        expect(target, path).not.toBeNull();
        expect(target).not.toBe(path);
        expect(parsePath(target!, g), target!).not.toBeNull();
        expect(unprefixedGlobalRedirect(target!, '', cookie, g)).toBeNull();
      }
    }
  });
});

describe('unprefixedGlobalRedirect prefers route words over a generic slug', () => {
  it.each([
    ['/products', 'de', '/de/global/produkte'],
    ['/contacts', 'it', '/it/global/contatti'],
    ['/products/silca-alpha-pro', 'fr', '/fr/global/produits/silca-alpha-pro'],
  ])('%s with cookie %s -> %s', (path, cookie, target) => {
    expect(unprefixedGlobalRedirect(path, '', cookie, MARKETS.global)).toBe(target);
  });
});
