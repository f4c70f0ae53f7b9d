import type { Story } from '@silca/content';
import { describe, expect, it } from 'vitest';
import { cardStory, orderEvents, parseEventFilter } from './collections.server';
import { buildProductListing, loadPartnerProductListing, parseProductQuery, PARTNER_PRODUCTS_FOLDER } from './listing-data.server';
import { TEMPLATE_DATA } from './template-data.server';

const story = (over: Omit<Partial<Story>, 'content'> & { content: Record<string, unknown> }): Story =>
  ({
    uuid: over.slug ?? 'x',
    name: over.slug ?? 'x',
    slug: over.slug ?? 'x',
    full_slug: `global/products/${over.slug}`,
    first_published_at: null,
    created_at: '',
    translated_slugs: [],
    ...over,
  }) as unknown as Story;

const cat = (slug: string, title: string) =>
  story({ slug, uuid: `cat-${slug}`, full_slug: `global/category/${slug}`, content: { component: 'category_listing', title } });
const categories = [cat('transponders', 'Transponders'), cat('key-blanks', 'Key blanks'), cat('machines', 'Machines')];
const product = (slug: string, category: string, type: string, family: string, date: string) =>
  story({
    slug,
    content: {
      component: 'product_detail',
      name: slug.toUpperCase(),
      category: `cat-${category}`,
      type,
      family,
      update_date: date,
      images: [{ filename: `/a/${slug}.jpg`, alt: 'x' }, { filename: '/b.jpg' }],
      details: { type: 'doc' },
    },
  });
const products = [
  product('b-id48', 'transponders', 'Key product', 'automotive', '2024-01-01 10:00'),
  product('a-hu66', 'key-blanks', 'Key product', 'automotive', '2025-05-01 10:00'),
  product('c-futura', 'machines', 'Key cutting machine', 'automotive', '2023-01-01 10:00'),
  product('d-rekeyer', 'machines', 'Key cutting machine', 'residential', '2026-01-01 10:00'),
];
const family = story({ slug: 'automotive', full_slug: 'global/products/automotive', content: { component: 'product_listing', family: 'automotive' } });
const q = (s: string) => parseProductQuery(new URL(`http://x/p${s}`));

describe('product listings (docs/requirements/pages.md#listings)', () => {
  it('a family page lists the products of its family, A to Z', () => {
    const data = buildProductListing(family, products, categories, q(''), 'en');
    expect(data.products.map((p) => p.content.name)).toEqual(['A-HU66', 'B-ID48', 'C-FUTURA']);
    expect(data.total).toBe(3);
    expect(data.unfiltered).toBe(3);
  });

  it('a category page lists the products whose category is the page', () => {
    const data = buildProductListing(categories[2]!, products, categories, q(''), 'en');
    expect(data.products.map((p) => p.full_slug)).toEqual(['global/products/c-futura', 'global/products/d-rekeyer']);
    // A single category would filter nothing: no category facet on a category page.
    expect(data.facets.map((f) => f.name)).toEqual([]);
  });

  it('filters by category and type from the query, with counts that apply the other facet', () => {
    const data = buildProductListing(family, products, categories, q('?type=Key+product&category=key-blanks&category=transponders'), 'en');
    expect(data.products.map((p) => p.content.name)).toEqual(['A-HU66', 'B-ID48']);
    const byName = Object.fromEntries(data.facets.map((f) => [f.name, f]));
    expect(byName.category!.options).toEqual([
      { value: 'key-blanks', label: 'Key blanks', count: 1 },
      { value: 'machines', label: 'Machines', count: 0 },
      { value: 'transponders', label: 'Transponders', count: 1 },
    ]);
    expect(byName.type!.options.find((o) => o.value === 'Key cutting machine')!.count).toBe(0);
    expect(byName.type!.selected).toEqual(['Key product']);
  });

  it('sorts newest first and shows no results only when filters exclude all', () => {
    expect(buildProductListing(family, products, categories, q('?sort=newest'), 'en').products.map((p) => p.content.name)).toEqual([
      'A-HU66',
      'B-ID48',
      'C-FUTURA',
    ]);
    const none = buildProductListing(family, products, categories, q('?category=machines&type=Key+product'), 'en');
    expect(none.total).toBe(0);
    expect(none.unfiltered).toBe(3);
  });

  it('sends cards only what they render', () => {
    const [first] = buildProductListing(family, products, categories, q(''), 'en').products;
    expect(first).toEqual({
      uuid: 'a-hu66',
      full_slug: 'global/products/a-hu66',
      content: { name: 'A-HU66', category_name: 'Key blanks', images: [{ filename: '/a/a-hu66.jpg' }] },
    });
  });

  it('bad query values fall back to defaults', () => {
    expect(q('?page=-1&sort=price&type=')).toEqual({ page: 1, sort: 'name_asc', category: [], type: [] });
  });
});

describe('events (docs/requirements/content.md#event-dates)', () => {
  const ev = (slug: string, from: string, to: string, status = 'planned') =>
    story({ slug, content: { component: 'event', date_from: from, date_to: to, status, body: { type: 'doc' } } });
  const events = [
    ev('past-old', '2024-04-14 09:00', '2024-04-15 17:00', 'ended'),
    ev('future-far', '2027-03-02 09:00', '2027-03-05 18:00'),
    ev('past-new', '2025-03-25 10:00', '2025-03-27 19:00', 'ended'),
    ev('live', '2026-11-22 15:00', '2026-11-24 18:00', 'planned'),
    ev('ended-but-stored-live', '2026-11-20 15:00', '2026-11-21 18:00', 'live'),
    ev('future-near', '2026-12-01 09:00', '2026-12-04 18:00'),
  ];
  const now = Date.UTC(2026, 10, 23);

  it('lists the live event (by its dates, docs/requirements/content.md#event-dates), then upcoming soonest first, then past latest first', () => {
    expect(orderEvents(events, {}, now).map((s) => s.slug)).toEqual(['live', 'future-near', 'future-far', 'ended-but-stored-live', 'past-new', 'past-old']);
  });

  it('keeps the events that overlap the picked month or year', () => {
    expect(orderEvents(events, parseEventFilter(new URLSearchParams('month=2026-12')), now).map((s) => s.slug)).toEqual(['future-near']);
    expect(orderEvents(events, parseEventFilter(new URLSearchParams('year=2024')), now).map((s) => s.slug)).toEqual(['past-old']);
    expect(parseEventFilter(new URLSearchParams('month=2026-13&year=abc'))).toEqual({});
  });

  it('cards carry no rich text and one image', () => {
    const card = cardStory(products[0]!, 'en') as unknown as { content: Record<string, unknown> };
    expect(card.content.details).toBeUndefined();
    expect(card.content.images).toEqual([{ filename: '/a/b-id48.jpg', alt: 'x' }]);
    expect(card.content.details).toBeUndefined();
  });
});

describe('extranet product listings (docs/requirements/pages.md#listings: "0 products" for partners)', () => {
  const sheet = (slug: string, category: string, fam: string) =>
    story({
      slug,
      full_slug: `global/extranet/products/x/${slug}`,
      content: { component: 'extranet_product_detail', name: slug, category: `cat-${category}`, family: fam, type: 'Key cutting machine' },
    });
  const sheets = [sheet('futura-pro-partner-sheet', 'machines', 'automotive'), sheet('rekeyer-partner-sheet', 'machines', 'residential')];
  /** A content service that lists partner sheets and categories by folder and type, as the CMS does. */
  const context = {
    content: {
      listStories: async ({ startsWith, contentType }: { startsWith: string; contentType: string }) => {
        const stories =
          startsWith === PARTNER_PRODUCTS_FOLDER && contentType === 'extranet_product_detail' ? sheets : startsWith === 'global/category/' ? categories : [];
        return { stories, total: stories.length };
      },
    },
  } as never;
  const listing = (component: string, extra: Record<string, unknown>, fullSlug = `global/extranet/products/${component}`) =>
    story({ slug: component, full_slug: fullSlug, content: { component, ...extra } });
  const load = (s: Story) => loadPartnerProductListing({ story: s, locale: 'it', url: new URL('http://x/it/global/extranet/prodotti'), context });

  it('lists every partner sheet on the general page, those of its family on a family page, of its category on a category page', async () => {
    expect((await load(listing('extranet_general_product_listing', { starts_with: 'global/products/' }))).products.map((p) => p.content.name)).toEqual([
      'futura-pro-partner-sheet',
      'rekeyer-partner-sheet',
    ]);
    expect((await load(listing('extranet_product_listing', { family: 'automotive' }))).products.map((p) => p.content.name)).toEqual([
      'futura-pro-partner-sheet',
    ]);
    expect((await load(listing('extranet_category_listing', { category: 'cat-machines' }))).total).toBe(2);
    expect((await load(listing('extranet_category_listing', { category: 'cat-transponders' }))).total).toBe(0);
  });

  it('never lists partner sheets for a story outside the extranet', async () => {
    expect((await load(listing('extranet_product_listing', { family: 'automotive' }, 'global/products/automotive'))).products).toEqual([]);
  });

  it('is the template data of the three extranet listing templates', () => {
    for (const component of ['extranet_general_product_listing', 'extranet_product_listing', 'extranet_category_listing'])
      expect(TEMPLATE_DATA[component], component).toBeTypeOf('function');
  });
});
