import { MARKETS } from '@silca/i18n';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { footerProps, frameNavigation, headerNavItems, preFooterProps } from './site-navigation';

const t = ((key: string) => key) as unknown as TFunction;

describe('footerProps (docs/requirements/pages.md#layouts: the public site leads partners to their login)', () => {
  it('links the partner area (the extranet home, its login screen) in every market and locale', () => {
    for (const [market, locale, href] of [
      [MARKETS.global, 'en', '/en/global/extranet'],
      [MARKETS.global, 'it', '/it/global/extranet'],
      [MARKETS.italy, 'it', '/extranet'],
    ] as const) {
      const links = (footerProps(t, locale, market).columns ?? []).flatMap((c) => c.links);
      expect(links, `${market.id} ${locale}`).toContainEqual({ label: 'site:extranet.menu', href });
    }
  });
});

describe('frameNavigation (docs/requirements/performance.md#uncached-throughput: the frame is worked out once per tree and locale)', () => {
  const tree = { sections: { products: [{ label: 'Car keys', href: '/en/global/category/car-keys' }] }, legal: [], downloads: null, privacy: null };

  it('gives the same props as the three builders, once per tree object and locale', () => {
    const calls: string[] = [];
    const counting = ((key: string) => (calls.push(key), key)) as unknown as TFunction;
    const first = frameNavigation(counting, 'en', MARKETS.global, tree);
    expect(first.header).toEqual(headerNavItems(t as TFunction<'common'>, 'en', MARKETS.global, tree));
    expect(first.footer).toEqual(footerProps(t, 'en', MARKETS.global, tree));
    expect(first.preFooter).toEqual(preFooterProps(t, 'en', MARKETS.global));
    const translated = calls.length;
    expect(frameNavigation(counting, 'en', MARKETS.global, tree)).toBe(first);
    expect(calls.length).toBe(translated);
    // Another locale, or another tree (a new content answer), is worked out anew.
    expect(frameNavigation(counting, 'it', MARKETS.global, tree).header.home).toBe('/it/global');
    expect(frameNavigation(counting, 'en', MARKETS.global, { ...tree, sections: {} })).not.toBe(first);
  });
});
