import { MARKETS } from '@silca/i18n';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { footerProps } from './site-navigation';

const t = ((key: string) => key) as unknown as TFunction;

describe('footerProps (docs/requirements/pages.md#journey-goals: the public site leads partners to their login)', () => {
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
