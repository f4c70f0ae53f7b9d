import type { Story } from '@silca/content';
import { describe, expect, it } from 'vitest';
import { includesOtherMarkets, storyPageLanguages, storyPathsByLocale } from './page-languages.server';

function story(partial: Partial<Story>): Story {
  return {
    name: 'Alpha Pro',
    created_at: '',
    published_at: null,
    id: 1,
    uuid: 'u1',
    content: { _uid: 'c', component: 'product_detail' },
    slug: 'silca-alpha-pro',
    full_slug: 'global/products/silca-alpha-pro',
    sort_by_date: null,
    position: 0,
    tag_list: [],
    is_startpage: false,
    parent_id: null,
    meta_data: null,
    group_id: 'g',
    first_published_at: null,
    release_id: null,
    lang: 'default',
    path: null,
    alternates: [],
    default_full_slug: 'global/products/silca-alpha-pro',
    translated_slugs: [
      { lang: 'it', path: 'global/prodotti/silca-alpha-pro', name: null, published: true },
      { lang: 'de', path: 'global/produkte/silca-alpha-pro', name: null, published: false },
    ],
    ...partial,
  };
}

describe('storyPathsByLocale (decision 0004)', () => {
  it('uses translated slugs, the default path elsewhere, and skips unpublished languages', () => {
    const paths = storyPathsByLocale(story({}));
    expect(paths.it).toBe('global/prodotti/silca-alpha-pro');
    expect(paths.en).toBe('global/products/silca-alpha-pro');
    expect(paths.fr).toBe('global/products/silca-alpha-pro');
    expect(paths.de).toBeUndefined();
  });
});

describe('storyPageLanguages on global', () => {
  it('gives the canonical path, hreflang on every site where the page exists, and selector links', () => {
    const result = storyPageLanguages({ story: story({}), familyId: 'products-slug', locale: 'it', siteUrls: {} });
    expect(result.canonicalPath).toBe('/it/global/prodotti/silca-alpha-pro');
    const hreflang = result.alternates!.hreflang.map((h) => h.hreflang);
    expect(hreflang).toContain('it-IT');
    expect(hreflang).not.toContain('de');
    expect(hreflang.at(-1)).toBe('x-default');
    const de = result.languages.find((l) => l.locale === 'de')!;
    expect(de.href).toBe('/de/global');
    expect(result.languages.find((l) => l.locale === 'it')!.current).toBe(true);
  });

  it('does not list a market page on the other market sites', () => {
    const page = story({ full_slug: 'italy/chi-siamo', default_full_slug: 'italy/chi-siamo', translated_slugs: [] });
    const result = storyPageLanguages({ story: page, familyId: 'page-slug', locale: 'en', siteUrls: {} });
    expect(result.alternates!.hreflang.map((h) => h.hreflang)).not.toContain('it-IT');
  });
});

describe('includesOtherMarkets (hreflang reciprocity, docs/requirements/urls.md#seo-alternates)', () => {
  const of = (full_slug: string) => story({ full_slug, default_full_slug: full_slug });
  it('names the other sites from shared stories and from a market own section page, not from its own articles', () => {
    expect(includesOtherMarkets(of('global/contacts/'), 'contacts')).toBe(true);
    expect(includesOtherMarkets(of('italy/contacts/'), 'contacts')).toBe(true);
    expect(includesOtherMarkets(of('italy/home'), 'home')).toBe(true);
    expect(includesOtherMarkets(of('italy/events-and-news/news-about-us/corsi-chiavi-auto-autunno'), 'events-and-news-news-about-us-slug')).toBe(false);
  });

  it('reads the default path of a language answer (docs/requirements/content.md#translation: `full_slug` starts with the language)', () => {
    // With the Translatable Slugs app: `default_full_slug` is the default path.
    const shared = story({ lang: 'it', full_slug: 'it/global/prodotti/silca-alpha-pro', default_full_slug: 'global/products/silca-alpha-pro' });
    expect(includesOtherMarkets(shared, 'products-slug')).toBe(true);
    // Without the app (`default_full_slug: null`): `full_slug` minus the `{lang}/` prefix.
    const own = story({ lang: 'it', full_slug: 'it/italy/home', default_full_slug: null, translated_slugs: null });
    expect(includesOtherMarkets(own, 'home')).toBe(true);
    const article = story({ lang: 'it', full_slug: 'it/italy/events-and-news/news-about-us/x', default_full_slug: null, translated_slugs: null });
    expect(includesOtherMarkets(article, 'events-and-news-news-about-us-slug')).toBe(false);
    expect(storyPathsByLocale(own).en).toBe('italy/home');
  });
});
