import { startContentBackend, type ContentBackend } from '@silca/content';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSearchBackend, type SearchBackend } from './backend';
import { algoliaStandIn, type AlgoliaTwin } from '@silca/stand-in-algolia';
import { storyblokStandIn } from '@silca/stand-in-storyblok';

// Related products of a product page (docs/requirements/search.md#related-products) through the whole search layer: algoliasearch's
// Recommend client, the embedded twin's similar items, the global market's indexes built from
// the embedded content.
let content: ContentBackend;
let search: SearchBackend<AlgoliaTwin>;

beforeAll(async () => {
  content = await startContentBackend({ standIn: storyblokStandIn, env: {} });
  search = await startSearchBackend({ standIn: algoliaStandIn, env: { SEARCH_LOG: 'silent' }, content: content.service, markets: ['global'] });
  expect(await search.ready()).toBe(true);
}, 120_000);
afterAll(async () => {
  await search?.close();
  await content?.close();
});

/** The story uuid of a product page of the global market in a locale. */
function productId(locale: string, url: string): string {
  const record = search
    .twin!.indexes.get(`silca_global_${locale}`)!
    .all()
    .find((r) => r.url === url);
  expect(record, url).toBeTruthy();
  return String(record!.storyId);
}

describe('related products', () => {
  it.each([
    ['en', '/en/global/products/silca-futura-pro'],
    ['it', '/it/global/prodotti/silca-futura-pro'],
  ])('of a %s product are other products of that locale, from Recommend (no fallback)', async (locale, url) => {
    const warn = vi.spyOn(console, 'warn');
    const id = productId(locale, url);
    const items = await search.service.related({ market: 'global', locale: locale as 'en' }, id, 4);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.id).not.toBe(id);
      expect(item.url.startsWith(`/${locale}/global/`)).toBe(true);
      expect(item.url).not.toBe(url);
      expect(item.title).not.toBe('');
    }
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('waits for a twin whose process is busy instead of reporting unreachable hosts', async () => {
    // The twin shares the site's event loop: under load its answer comes after the pages ahead of
    // it. algoliasearch's node requester times "connect" until the response headers, so a 2 s
    // connect timeout gave "Unreachable hosts" on busy product pages.
    const warn = vi.spyOn(console, 'warn');
    const id = productId('en', '/en/global/products/silca-futura-pro');
    const pending = search.service.related({ market: 'global', locale: 'en' }, id, 4);
    // Let the request go out (its timers start), then keep the process busy before it is answered.
    await new Promise((resolve) => setImmediate(resolve));
    const until = Date.now() + 2_500;
    while (Date.now() < until) {
      // busy: the event loop answers nothing meanwhile
    }
    expect((await pending).length).toBeGreaterThan(0);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
