import { describe, expect, it } from 'vitest';
import { MARKETS } from './markets';
import { applyRouteRules, matchRouteRule, splitLocalePrefix, validateRouteRules, type RouteRule } from './route-rules';

const rules: RouteRule[] = [
  { pattern: '/products/silca-futura-old', redirect: '/products/silca-futura-pro' },
  { pattern: '/prodotti/futura-vecchia', redirect: '/prodotti/silca-futura-pro', status: 302 },
  { pattern: '/category/retired/*', redirect: '/products' },
  { pattern: '/old-news/*', redirect: '/events-and-news/news-about-us/*' },
  { pattern: '/smart', redirect: 'https://campaign.example/smart-pro-mini' },
  { pattern: '/hop-a', redirect: '/hop-b' },
  { pattern: '/hop-b', redirect: '/about-us' },
  { pattern: '/loop-a', redirect: '/loop-b' },
  { pattern: '/loop-b', redirect: '/loop-a' },
  { pattern: '/self', redirect: '/self' },
  { pattern: '/three-a', redirect: '/three-b' },
  { pattern: '/three-b', redirect: '/three-c' },
  { pattern: '/three-c', redirect: '/about-us' },
  { pattern: '/legal/drafts/*', noindex: true, noprefetch: true },
];

describe('splitLocalePrefix', () => {
  it('takes the market prefix off a path, the whole path on an unprefixed market', () => {
    expect(splitLocalePrefix('/it/global/prodotti/x', MARKETS.global)).toEqual({ prefix: '/it/global', rest: '/prodotti/x' });
    expect(splitLocalePrefix('/en/global', MARKETS.global)).toEqual({ prefix: '/en/global', rest: '/' });
    expect(splitLocalePrefix('/prodotti/x', MARKETS.italy)).toEqual({ prefix: '', rest: '/prodotti/x' });
  });
});

describe('applyRouteRules', () => {
  it('redirects an old product slug in the app, keeping the locale prefix (301 by default)', () => {
    expect(applyRouteRules(rules, '/en/global/products/silca-futura-old', MARKETS.global).redirect).toEqual({
      location: '/en/global/products/silca-futura-pro',
      status: 301,
      external: false,
    });
    expect(applyRouteRules(rules, '/prodotti/futura-vecchia', MARKETS.italy).redirect).toEqual({
      location: '/prodotti/silca-futura-pro',
      status: 302,
      external: false,
    });
  });

  it('redirects everything under a retired prefix, and carries the rest where the target ends in /*', () => {
    expect(applyRouteRules(rules, '/de/global/category/retired/a/b', MARKETS.global).redirect?.location).toBe('/de/global/products');
    expect(applyRouteRules(rules, '/en/global/old-news/fair-2024', MARKETS.global).redirect?.location).toBe(
      '/en/global/events-and-news/news-about-us/fair-2024',
    );
  });

  it('sends a campaign short link to another host as it is', () => {
    expect(applyRouteRules(rules, '/it/global/smart', MARKETS.global).redirect).toEqual({
      location: 'https://campaign.example/smart-pro-mini',
      status: 301,
      external: true,
    });
  });

  it('follows a chain once, and refuses loops and longer chains without redirecting', () => {
    expect(applyRouteRules(rules, '/en/global/hop-a', MARKETS.global).redirect?.location).toBe('/en/global/about-us');
    for (const path of ['/en/global/loop-a', '/en/global/self', '/en/global/three-a']) {
      const decision = applyRouteRules(rules, path, MARKETS.global);
      expect(decision.redirect, path).toBeNull();
      expect(decision.refused, path).toMatch(/->/);
    }
  });

  it('gives the switches of the matching rule and nothing for other paths', () => {
    expect(applyRouteRules(rules, '/en/global/legal/drafts/x', MARKETS.global)).toMatchObject({ noindex: true, noprefetch: true, redirect: null });
    expect(applyRouteRules(rules, '/en/global/products', MARKETS.global)).toEqual({ redirect: null, refused: null, noindex: false, noprefetch: false });
  });

  it('prefers an exact rule, then the longest prefix', () => {
    const list: RouteRule[] = [
      { pattern: '/a/*', redirect: '/x' },
      { pattern: '/a/b/*', redirect: '/y' },
      { pattern: '/a/b/c', redirect: '/z' },
    ];
    expect(matchRouteRule(list, '/a/b/c')?.rule.redirect).toBe('/z');
    expect(matchRouteRule(list, '/a/b/d')?.rule.redirect).toBe('/y');
    expect(matchRouteRule(list, '/a/q')?.rule.redirect).toBe('/x');
  });
});

describe('validateRouteRules', () => {
  const pages = new Set(['/products/silca-futura-pro', '/about-us', '/products', '/prodotti/silca-futura-pro']);
  it('finds malformed patterns, duplicates, loops, chains and targets that are no page', () => {
    const problems = validateRouteRules(
      [
        ...rules,
        { pattern: 'no-slash', redirect: '/about-us' },
        { pattern: '/mid/*/x', redirect: '/about-us' },
        { pattern: '/hop-a', redirect: '/about-us' },
        { pattern: '/gone', redirect: '/nowhere' },
      ],
      (rest) => pages.has(rest),
    );
    const text = problems.map((p) => `${p.pattern}: ${p.message}`).join('\n');
    expect(text).toMatch(/no-slash: malformed pattern/);
    expect(text).toMatch(/\/mid\/\*\/x: malformed pattern/);
    expect(text).toMatch(/\/hop-a: duplicate pattern/);
    expect(text).toMatch(/\/loop-a: redirect loop/);
    expect(text).toMatch(/\/three-a: redirect loop or chain/);
    expect(text).toMatch(/\/gone: redirect to \/nowhere, which is no page/);
    expect(text).not.toMatch(/silca-futura-old/);
  });
});
