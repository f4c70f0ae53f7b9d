import type { Story } from '@silca/content';
import { describe, expect, it } from 'vitest';
import { clientRels, clientStory } from './client-story.server';

const slugs = (path: string) => ['de', 'it', 'fr'].map((lang) => ({ lang, path: `global/${lang}-${path}/`, name: path, published: true }));

/** A product as the content API answers it: bookkeeping, rich text, nested bloks, assets. */
function product(): Story {
  return {
    name: 'Futura Pro',
    created_at: '2025-06-12T10:30:00.000Z',
    published_at: '2025-06-12T10:30:00.000Z',
    updated_at: '2025-06-12T10:30:00.000Z',
    first_published_at: '2025-06-12T10:30:00.000Z',
    id: 1,
    uuid: 'p-1',
    slug: 'silca-futura-pro',
    full_slug: 'global/products/silca-futura-pro',
    sort_by_date: null,
    position: 0,
    tag_list: [],
    is_startpage: false,
    parent_id: 9,
    meta_data: { big: 'x'.repeat(100) },
    group_id: 'g',
    release_id: null,
    lang: 'default',
    path: null,
    alternates: [{ id: 2, name: 'x', slug: 'y', published: true, full_slug: 'z', is_folder: false, parent_id: 9 }],
    default_full_slug: null,
    translated_slugs: slugs('futura'),
    content: {
      _uid: 'u1',
      component: 'product_detail',
      name: 'Futura Pro',
      category_name: 'Automotive key machines',
      images: [{ filename: '/_assets/f/1/800x600/a/futura.jpg', alt: 'Futura Pro' }],
      details: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Long text' }] }] },
      features: [{ _uid: 'f1', component: 'feature', title: 'Fast' }],
    },
  } as unknown as Story;
}

describe('clientStory', () => {
  it('keeps what pages render and drops the API bookkeeping', () => {
    const story = clientStory(product(), 'it') as unknown as Record<string, unknown>;
    expect(Object.keys(story).sort()).toEqual([
      'content',
      'first_published_at',
      'full_slug',
      'id',
      'is_startpage',
      'lang',
      'name',
      'published_at',
      'slug',
      'tag_list',
      'translated_slugs',
      'uuid',
    ]);
    // The page's own story keeps its whole content.
    expect((story.content as Record<string, unknown>).details).toBeDefined();
    expect((story.content as Record<string, unknown>).features).toHaveLength(1);
  });

  it("cuts every translated_slugs list to the page's language, inside links too, without touching the cache's copy", () => {
    const page = product();
    const link = { linktype: 'story', id: 'p-2', cached_url: 'global/x/', story: { full_slug: 'global/x/', translated_slugs: slugs('x') } };
    (page.content as Record<string, unknown>).cta_link = link;
    const story = clientStory(page, 'it');
    expect(story.translated_slugs).toEqual([{ lang: 'it', path: 'global/it-futura/', name: 'futura', published: true }]);
    const sent = (story.content as unknown as { cta_link: typeof link }).cta_link;
    expect(sent.story.translated_slugs).toEqual([{ lang: 'it', path: 'global/it-x/', name: 'x', published: true }]);
    // A link keeps everything else its href needs.
    expect(sent).toMatchObject({ linktype: 'story', id: 'p-2', cached_url: 'global/x/', story: { full_slug: 'global/x/' } });
    // The cached story is unchanged: other languages still find their slugs in it.
    expect(page.translated_slugs).toHaveLength(3);
    expect(link.story.translated_slugs).toHaveLength(3);
  });

  it('reduces a story resolved in place of a relation to its summary', () => {
    const home = product();
    home.content = { _uid: 'h', component: 'page', body: [{ _uid: 'c', component: 'products_carousel', products: [product()] }] };
    const story = clientStory(home, 'de');
    const [related] = (story.content as unknown as { body: { products: Record<string, unknown>[] }[] }).body[0]!.products;
    expect(related).toMatchObject({
      uuid: 'p-1',
      full_slug: 'global/products/silca-futura-pro',
      content: { name: 'Futura Pro', category_name: 'Automotive key machines' },
    });
    expect(related!.content).toEqual(expect.not.objectContaining({ details: expect.anything() }));
    expect(related!.content).toEqual(expect.not.objectContaining({ features: expect.anything() }));
    expect(related!.created_at).toBeUndefined();
    expect(related!.translated_slugs).toEqual([{ lang: 'de', path: 'global/de-futura/', name: 'futura', published: true }]);
  });
});

describe('clientRels', () => {
  it('sends the summary a card renders: scalars and assets, no rich text, no nested bloks', () => {
    const [rel] = clientRels([product()], 'fr');
    expect(rel!.content).toEqual({
      _uid: 'u1',
      component: 'product_detail',
      name: 'Futura Pro',
      category_name: 'Automotive key machines',
      images: [{ filename: '/_assets/f/1/800x600/a/futura.jpg', alt: 'Futura Pro' }],
    });
    expect(rel!.translated_slugs).toEqual([{ lang: 'fr', path: 'global/fr-futura/', name: 'futura', published: true }]);
  });

  it('keeps no slug of other languages when the page is in the default language', () => {
    const [rel] = clientRels([product()], 'en');
    expect(rel!.translated_slugs).toEqual([]);
  });
});
