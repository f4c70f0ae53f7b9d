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

describe('known pages (docs/requirements/hardening.md#unknown-pages, decision 0883)', () => {
  it('lists every story path of the market in each locale, and the custom landings', async () => {
    const { paths } = await listKnownPages(content([story('global/products/futura', { it: 'global/prodotti/futura' }), story('global/home')]), MARKETS.global);
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

  it('knows the story slugs as Storyblok resolves them: translated path per language, default slug under any language', async () => {
    const known = createKnownPages({ market: MARKETS.global });
    const c = content([story('global/products/futura', { it: 'global/prodotti/futura' }), story('global/about-us/', { it: 'global/chi-siamo/' })]);
    expect(known.mayBeStory('it/global/prodotti/futura')).toBeNull();
    await known.refresh(c);
    expect(known.mayBeStory('global/products/futura')).toBe(true);
    expect(known.mayBeStory('it/global/prodotti/futura')).toBe(true);
    // Storyblok falls back to the default slug in every language (the 301 to the canonical path needs it).
    expect(known.mayBeStory('de/global/products/futura')).toBe(true);
    expect(known.mayBeStory('it/global/chi-siamo')).toBe(true);
    expect(known.mayBeStory('it/global/prodotti/zz-guess')).toBe(false);
    expect(known.mayBeStory('global/products/zz-guess')).toBe(false);
  });

  it('says nothing of a miss while a listing was cut, or after a publish until the index is rebuilt', async () => {
    const cut = createKnownPages({ market: MARKETS.global });
    await cut.refresh({ listStories: async () => ({ stories: [story('global/a')], total: 5000, perPage: 100 }) } as unknown as ContentService);
    expect(cut.mayBeStory('global/a')).toBe(true);
    expect(cut.mayBeStory('global/zz')).toBeNull();

    const stories = [story('global/a')];
    const c = content(stories);
    const known = createKnownPages({ market: MARKETS.global });
    await known.refresh(c);
    expect(known.mayBeStory('global/new')).toBe(false);
    stories.push(story('global/new'));
    known.invalidate(c);
    expect(known.mayBeStory('global/new')).toBeNull();
    await known.refresh(c);
    expect(known.mayBeStory('global/new')).toBe(true);
    expect(known.isKnown(c, '/en/global/new')).toBe(true);
  });
});
