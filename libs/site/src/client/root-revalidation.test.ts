import { applyRouteRules, MARKETS, type RouteRule } from '@silca/i18n';
import { describe, expect, it } from 'vitest';
import { revalidateOnLocaleChange, robotsFor } from './root-revalidation';

const base = 'http://localhost';
type Args = Parameters<typeof revalidateOnLocaleChange>[0];
const args = (from: string, to: string, more: Partial<Args> = {}) =>
  ({ currentUrl: new URL(from, base), nextUrl: new URL(to, base), defaultShouldRevalidate: true, currentParams: {}, nextParams: {}, ...more }) as Args;

describe('root and extranet layout revalidation (decision 1074)', () => {
  it('skips a navigation within one locale prefix, so it is one data request', () => {
    expect(revalidateOnLocaleChange(args('/en/global', '/en/global/products'))).toBe(false);
    expect(revalidateOnLocaleChange(args('/it/global/prodotti', '/it/global/prodotti/silca-futura?x=1'))).toBe(false);
    expect(revalidateOnLocaleChange(args('/en/global/extranet', '/en/global/extranet/search?q=futura'))).toBe(false);
  });

  it('reloads when the locale prefix changes, including to and from an unprefixed path', () => {
    expect(revalidateOnLocaleChange(args('/en/global/products', '/it/global/prodotti'))).toBe(true);
    expect(revalidateOnLocaleChange(args('/en/global', '/global/thank-you-eng'))).toBe(true);
    expect(revalidateOnLocaleChange(args('/no-such-page', '/de/global'))).toBe(true);
  });

  it("keeps Remix's default after a form submission and for the same URL", () => {
    expect(revalidateOnLocaleChange(args('/en/global/contacts', '/en/global/contacts', { formMethod: 'POST' }))).toBe(true);
    expect(revalidateOnLocaleChange(args('/en/global/a', '/en/global/b', { formMethod: 'POST', defaultShouldRevalidate: false }))).toBe(false);
    expect(revalidateOnLocaleChange(args('/en/global/products', '/en/global/products'))).toBe(true);
    // A search form is a GET: a navigation like any other.
    expect(revalidateOnLocaleChange(args('/en/global/search', '/en/global/search?q=futura', { formMethod: 'GET' }))).toBe(false);
  });
});

describe('robotsFor (decision 0760)', () => {
  const rules: RouteRule[] = [
    { pattern: '/terms-of-sale', noindex: true },
    { pattern: '/archive/*', noindex: true },
    { pattern: '/archive/kept', noprefetch: true },
  ];
  const indexRules = rules.map((r) => ({ pattern: r.pattern, noindex: r.noindex === true }));

  it('decides as the server does for every path, the exact rule before the prefix', () => {
    for (const path of ['/en/global/terms-of-sale', '/it/global/archive/x', '/en/global/archive/kept', '/en/global/archive', '/en/global/products']) {
      const server = applyRouteRules(rules, path, MARKETS.global).noindex ? 'noindex' : null;
      expect(robotsFor(path, null, indexRules), path).toBe(server);
    }
    expect(robotsFor('/en/global/archive/kept', null, indexRules)).toBeNull();
    expect(robotsFor('/en/global/archive/old', null, indexRules)).toBe('noindex');
  });

  it("the deployment's noindex wins; no rules, no tag", () => {
    expect(robotsFor('/en/global/products', 'noindex', [])).toBe('noindex');
    expect(robotsFor('/en/global/terms-of-sale', null, [])).toBeNull();
  });
});
