import path from 'node:path';
import type { Story } from '@silca/content';
import { EmbeddedSpace } from '@silca/stand-in-storyblok';
import { MARKETS, type Locale } from '@silca/i18n';
import { describe, expect, it } from 'vitest';
import type { ContentService } from '@silca/content';
import { buildNavigationTree, loadSiteNavigation } from './site-navigation.server';

const space = new EmbeddedSpace(path.resolve(import.meta.dirname, '../../../../../content'));

/** The published stories of a website folder in a language, in the CDN's shape. */
function storiesOf(website: string, lang: Locale): Story[] {
  return space.published.all
    .filter((e) => !e.file.is_folder && e.file.full_slug.startsWith(`${website}/`))
    .map((e) => space.toCdn(e, { lang: lang === 'en' ? null : lang }));
}

describe('buildNavigationTree', () => {
  const global = MARKETS.global;
  const tree = buildNavigationTree(storiesOf('global', 'en'), 'en', global);
  const hrefs = (section: string) => (tree.sections[section] ?? []).map((l) => l.href);

  it('gives about-us, after-sales, resources and contacts a submenu of their pages', () => {
    expect(hrefs('about-us')).toEqual(
      expect.arrayContaining(['/en/global/about-us/our-company', '/en/global/about-us/our-company/history', '/en/global/about-us/athletes']),
    );
    expect(hrefs('after-sales')).toEqual(expect.arrayContaining(['/en/global/after-sales/warranty', '/en/global/after-sales/spare-parts']));
    expect(hrefs('resources')).toEqual(expect.arrayContaining(['/en/global/resources/bulletins', '/en/global/download-area']));
    expect(hrefs('contacts')).toEqual(
      expect.arrayContaining(['/en/global/contacts/sales-network', '/en/global/contact-us/request-information', '/en/global/forms/product-demo']),
    );
    expect(hrefs('events-and-news')).toEqual(expect.arrayContaining(['/en/global/events-and-news/events']));
    expect(hrefs('products').filter((h) => h.includes('/category/'))).toHaveLength(7);
  });

  it('lists no page twice and leaves athletes and the section page itself out of the submenu', () => {
    for (const links of Object.values(tree.sections)) expect(new Set(links.map((l) => l.href)).size).toBe(links.length);
    expect(hrefs('about-us')).not.toContain('/en/global/about-us');
    expect(hrefs('about-us').some((h) => h.includes('giulia-moretti'))).toBe(false);
    expect(hrefs('about-us')[0]).toBe('/en/global/about-us/athletes');
    expect(hrefs('about-us')[1]).toBe('/en/global/about-us/our-company');
  });

  it('leaves out pages a locale does not have (no automotive family in ro, docs/requirements/urls.md#translated-segments)', () => {
    const ro = buildNavigationTree(storiesOf('global', 'ro'), 'ro', global);
    expect(ro.sections.products?.some((l) => /produse\/(auto|rezidential)$/.test(l.href))).toBe(false);
    expect(ro.sections.products?.filter((l) => l.href.includes('/ro/global/categorii/'))).toHaveLength(7);
  });

  it('puts the legal pages and the download area in their translated paths', () => {
    const de = buildNavigationTree(storiesOf('global', 'de'), 'de', global);
    expect(tree.legal.map((l) => l.href)).toEqual(['/en/global/privacy-policy', '/en/global/cookie-policy', '/en/global/terms-of-sale']);
    expect(de.legal[0]?.href).toBe('/de/global/datenschutz');
    expect(de.downloads?.href).toBe('/de/global/download-bereich');
    expect(de.legal[0]?.label).toBe('Datenschutzerklärung');
  });
});

describe('loadSiteNavigation', () => {
  /** A content service whose listing answers the given pages (the same arrays while unchanged, as the cache does). */
  function contentOf(pages: Story[][]) {
    const listStories = async ({ page = 1 }: { page?: number }) => ({ stories: pages[page - 1] ?? [], total: pages.flat().length, perPage: 100, page });
    return { listStories } as unknown as ContentService;
  }
  const stories = storiesOf('global', 'it');

  it('reuses the tree while the listing is unchanged and rebuilds it when a listing changes', async () => {
    const pages = [stories.slice(0, 100), stories.slice(100, 200), stories.slice(200, 300)];
    const first = await loadSiteNavigation(contentOf(pages), 'it', MARKETS.global);
    expect(await loadSiteNavigation(contentOf(pages), 'it', MARKETS.global)).toBe(first);
    expect(first).toEqual(buildNavigationTree(pages.flat(), 'it', MARKETS.global));

    // A publish renamed a page: the listing is a new array, and the tree shows the new label.
    const renamed = pages.map((list) =>
      list.map((s) => (canonicalIs(s, 'privacy-policy') ? { ...s, content: { ...s.content, title: 'Privacy rinnovata' } } : s)),
    );
    const second = await loadSiteNavigation(contentOf(renamed), 'it', MARKETS.global);
    expect(second).not.toBe(first);
    expect(second.legal[0]?.label).toBe('Privacy rinnovata');
  });
});

function canonicalIs(story: Story, rest: string): boolean {
  return (story.default_full_slug ?? story.full_slug) === `global/${rest}`;
}
