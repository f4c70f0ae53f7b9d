import type { ContentService, Story } from '@silca/content';
import { MARKETS } from '@silca/i18n';
import { describe, expect, it } from 'vitest';
import { createKnownPages, listKnownPages } from './known-pages.server';

const story = (full_slug: string, translated: Record<string, string> = {}): Story =>
  ({
    id: 1,
    uuid: full_slug,
    name: full_slug,
    slug: full_slug.split('/').pop()!,
    full_slug,
    default_full_slug: full_slug,
    translated_slugs: Object.entries(translated).map(([lang, path]) => ({ lang, path, name: null })),
    content: { component: 'page' },
  }) as unknown as Story;

function content(stories: Story[], calls = { n: 0 }): ContentService {
  return {
    listStories: async () => {
      calls.n++;
      return { stories, total: stories.length, perPage: 100 };
    },
  } as unknown as ContentService;
}

describe('known pages (docs/requirements/hardening.md#hardening-goals, decision 0883)', () => {
  it('lists every story path of the market in each locale, and the custom landings', async () => {
    const paths = await listKnownPages(content([story('global/products/futura', { it: 'global/prodotti/futura' }), story('global/home')]), MARKETS.global);
    expect(paths.has('/en/global/products/futura')).toBe(true);
    expect(paths.has('/it/global/prodotti/futura')).toBe(true);
    expect(paths.has('/en/global')).toBe(true);
    expect(paths.has('/ro/global/landing-smart-pro-mini')).toBe(true);
    expect(paths.has('/en/global/zz-unknown')).toBe(false);
  });

  it('answers null until the set is built, then from the set; rebuilds only when old', async () => {
    let t = 0;
    const calls = { n: 0 };
    const known = createKnownPages({ market: MARKETS.global, maxAgeMs: 1000, now: () => t });
    const c = content([story('global/products/futura')], calls);
    expect(known.isKnown(c, '/en/global/products/futura')).toBeNull();
    await known.refresh(c);
    expect(known.isKnown(c, '/en/global/products/futura')).toBe(true);
    expect(known.isKnown(c, '/en/global/zz')).toBe(false);
    const built = calls.n;
    t = 500;
    known.isKnown(c, '/en/global');
    expect(calls.n).toBe(built);
    t = 2000;
    await known.refresh(c);
    expect(calls.n).toBeGreaterThan(built);
  });
});
