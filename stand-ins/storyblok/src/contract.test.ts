import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { storyblokEditable } from '@storyblok/react';
import StoryblokClient from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_HEADERS } from './api';
import { startLocalServer, type LocalServer } from './server';

// docs/requirements/architecture.md#stand-in-contracts: the embedded Content Delivery API v2 through the official client (storyblok-js-client),
// with cases from Storyblok's public documentation (filter queries with their documented examples,
// caching and cv, links, datasources, parameter validation) and from the client's own usage
// (getAll paging, resolve_relations, find_by, cache versions). What the stand-in cannot follow it
// refuses with 422 naming the parameter (decision 0891).

const CV = 1735645795;
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
let server: LocalServer;
let dir: string;

function write(rel: string, body: unknown): void {
  const file = path.join(dir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(body));
}

function story(id: number, fullSlug: string, content: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    story: {
      id,
      uuid: uuid(id),
      name: fullSlug.split('/').pop()!.replace(/-/g, ' '),
      slug: fullSlug.split('/').pop()!,
      full_slug: fullSlug,
      created_at: '2024-01-01T10:00:00.000Z',
      published_at: '2024-01-02T10:00:00.000Z',
      first_published_at: '2024-01-02T10:00:00.000Z',
      position: id,
      content: { _uid: `root-${id}`, component: 'article', ...content },
      ...extra,
    },
  };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'contract-'));
  write('space.json', { space: { id: 123456, name: 'your-space', domain: 'https://your-space.blok/', version: CV, language_codes: ['de'] } });
  write('stories/articles/_folder.json', {
    story: {
      id: 1,
      uuid: uuid(1),
      name: 'Articles',
      slug: 'articles',
      full_slug: 'articles',
      is_folder: true,
      created_at: '2024-01-01T10:00:00.000Z',
      translated_slugs: [{ lang: 'de', slug: 'artikel', name: 'Artikel' }],
    },
  });
  // The documentation's example: categories (references), topics (options), a nested blok, the SEO app's field.
  write(
    'stories/articles/earths-symphony.json',
    story(
      11,
      'articles/earths-symphony',
      {
        title: "Earth's Symphony",
        title__i18n__de: 'Die Symphonie der Erde',
        categories: [uuid(901), uuid(902)],
        topics: ['solar-system', 'space-exploration'],
        body: [{ _uid: 'b11', component: 'teaser', name: 'This is a nested blok', items: [{ _uid: 'i11', component: 'item', label: 'x' }] }],
        seo: { title: 'Symphony', description: 'About the blue oasis', plugin: 'seo_metatags' },
        rating: '4',
        price: '12.5',
        published: '2024-03-01 10:00',
        featured: true,
        gallery: [],
      },
      { translated_slugs: [{ lang: 'de', slug: 'erdsymphonie', name: 'Erdsymphonie' }] },
    ),
  );
  write(
    'stories/articles/blue-oasis.json',
    story(12, 'articles/blue-oasis', {
      title: 'Blue oasis',
      categories: [uuid(902)],
      topics: ['space-exploration'],
      body: [{ _uid: 'b12', component: 'teaser', name: 'Another blok' }],
      seo: { title: '', description: '', plugin: 'seo_metatags' },
      rating: '2',
      price: '7.25',
      published: '2023-11-15 08:00',
      featured: false,
      gallery: ['a.png'],
    }),
  );
  write(
    'stories/articles/zenith.json',
    story(13, 'articles/zenith', { title: 'Zenith', categories: [], topics: [], body: [], rating: 'n/a', price: '', published: '', featured: false }),
  );
  write(
    'drafts/articles/zenith.json',
    story(13, 'articles/zenith', { title: 'Zenith (draft)', body: [{ _uid: 'b13', component: 'teaser', name: 'Draft blok' }] }),
  );
  write('datasources/colors.json', {
    datasource: { id: 7, name: 'Colors', slug: 'colors', dimensions: [{ name: 'Deutsch', entry_value: 'de' }] },
    datasource_entries: [
      { id: 70, name: 'red', value: '#f00', dimension_values: { de: 'rot' } },
      { id: 71, name: 'blue', value: '#00f', dimension_values: {} },
      { id: 72, name: 'green', value: '#0f0', dimension_values: { de: 'grün' } },
    ],
  });
  write('datasources/sizes.json', { datasource: { id: 8, name: 'Sizes', slug: 'sizes' }, datasource_entries: [{ id: 80, name: 'S', value: 's' }] });
  server = await startLocalServer({ contentDir: dir });
});
afterAll(() => server?.close());

/** A fresh client (cache versions are kept per token and client module: each test starts clean). */
function client(token = 'local-public'): StoryblokClient {
  const c = new StoryblokClient({ accessToken: token, endpoint: server.endpoint, cache: { type: 'none', clear: 'manual' } });
  c.setCacheVersion(0);
  return c;
}

/** An answer as the client resolves it: the body and the headers as a plain object. */
interface Answer {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of the API under test
  data: any;
  headers: Record<string, string | undefined>;
}

/** `client.get` with any parameters (the client's types do not list every documented one). */
const get = (sb: StoryblokClient, slug: string, params: Record<string, unknown> = {}) => sb.get(slug, params as never) as unknown as Promise<Answer>;

const slugs = (stories: Array<{ slug: string }>) => stories.map((s) => s.slug).sort();

async function filter(query: Record<string, unknown>): Promise<string[]> {
  const res = await get(client(), 'cdn/stories', { starts_with: 'articles/', filter_query: query });
  return slugs(res.data.stories as Array<{ slug: string }>);
}

describe('cv, as Storyblok caches (docs: "How stories are cached", "Cache Invalidation")', () => {
  it('redirects a published request without cv to the same URL with the current cv', async () => {
    const res = await fetch(`${server.endpoint}/cdn/stories/articles/zenith?token=local-public&version=published`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    const location = new URL(res.headers.get('location')!, server.origin);
    expect(location.pathname).toBe('/v2/cdn/stories/articles/zenith');
    expect(location.searchParams.get('cv')).toBe(String(CV));
    expect(location.searchParams.get('token')).toBe('local-public');
  });

  it('lets the client learn the cv from its first answer and send it afterwards', async () => {
    const sb = client();
    const res = await get(sb, 'cdn/stories/articles/zenith', {});
    expect(res.data.cv).toBe(CV);
    expect(sb.cacheVersion()).toBe(CV);
  });

  it('answers spaces/me and drafts without a redirect', async () => {
    const me = await fetch(`${server.endpoint}/cdn/spaces/me?token=local-public`, { redirect: 'manual' });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { space: { version: number } }).space.version).toBe(CV);
    const draft = await fetch(`${server.endpoint}/cdn/stories/articles/zenith?token=local-preview&version=draft`, { redirect: 'manual' });
    expect(draft.status).toBe(200);
  });

  it('sends the cache headers of each kind of answer', async () => {
    const sb = client();
    expect((await get(sb, 'cdn/stories/articles/zenith', {})).headers['cache-control']).toBe(CACHE_HEADERS.published);
    expect((await get(sb, 'cdn/spaces/me', {})).headers['cache-control']).toBe(CACHE_HEADERS.spacesMe);
    expect((await get(client('local-preview'), 'cdn/stories/articles/zenith', { version: 'draft' })).headers['cache-control']).toBe(CACHE_HEADERS.draft);
    // spaces/me may only be kept seconds: a publish must show within them.
    expect(Number(/s-maxage=(\d+)/.exec(CACHE_HEADERS.spacesMe)![1])).toBeLessThanOrEqual(60);
  });
});

describe('drafts carry _editable (the visual editor)', () => {
  it('marks every blok of a draft in the form storyblokEditable of @storyblok/react reads', async () => {
    const res = await get(client('local-preview'), 'cdn/stories/articles/earths-symphony', { version: 'draft' });
    const content = res.data.story.content as { _editable?: string; body: Array<{ _editable?: string; items: Array<{ _editable?: string }> }> };
    for (const blok of [content, content.body[0]!, content.body[0]!.items[0]!]) expect(blok._editable).toMatch(/^<!--#storyblok#\{.*\}-->$/);
    const attrs = storyblokEditable(content.body[0] as never) as Record<string, string>;
    expect(attrs['data-blok-uid']).toBe('11-b11');
    expect(JSON.parse(attrs['data-blok-c']!)).toMatchObject({ name: 'teaser', space: '123456', uid: 'b11', id: '11' });
  });

  it('gives published answers no _editable', async () => {
    const res = await get(client(), 'cdn/stories/articles/earths-symphony', {});
    expect(JSON.stringify(res.data)).not.toContain('_editable');
  });

  it('refuses drafts to the public token (401)', async () => {
    await expect(get(client(), 'cdn/stories/articles/zenith', { version: 'draft' })).rejects.toMatchObject({ status: 401 });
  });
});

describe('language answers (docs: "Retrieving Stories in a Particular Language", Translatable Slugs)', () => {
  it('prefixes full_slug with the language and keeps name and slug in the default language', async () => {
    const { story } = (await get(client(), 'cdn/stories/articles/earths-symphony', { language: 'de' })).data;
    expect(story).toMatchObject({
      lang: 'de',
      full_slug: 'de/artikel/erdsymphonie',
      default_full_slug: 'articles/earths-symphony',
      name: 'earths symphony',
      slug: 'earths-symphony',
    });
    expect(story.content.title).toBe('Die Symphonie der Erde');
    expect(story.translated_slugs).toEqual([{ path: 'artikel/erdsymphonie', name: 'Erdsymphonie', lang: 'de', published: true }]);
  });

  it('sorts by the default name in every language', async () => {
    const names = async (language?: string) =>
      ((await get(client(), 'cdn/stories', { starts_with: 'articles/', sort_by: 'name:asc', language })).data.stories as Array<{ slug: string }>).map(
        (s) => s.slug,
      );
    expect(await names('de')).toEqual(await names());
  });
});

describe('filter_query, every documented operation (docs: "Introduction to Filter Queries")', () => {
  it('is: the value types', async () => {
    expect(await filter({ featured: { is: 'true' } })).toEqual(['earths-symphony']);
    expect(await filter({ featured: { is: 'false' } })).toEqual(['blue-oasis', 'zenith']);
    expect(await filter({ price: { is: 'empty' } })).toEqual(['zenith']);
    expect(await filter({ price: { is: 'not_empty' } })).toEqual(['blue-oasis', 'earths-symphony']);
    expect(await filter({ gallery: { is: 'empty_array' } })).toEqual(['earths-symphony', 'zenith']);
    expect(await filter({ gallery: { is: 'not_empty_array' } })).toEqual(['blue-oasis']);
    expect(await filter({ seo: { is: 'null' } })).toEqual(['zenith']);
    expect(await filter({ seo: { is: 'not_null' } })).toEqual(['blue-oasis', 'earths-symphony']);
  });

  it('in, not_in, like, not_like', async () => {
    expect(await filter({ title: { in: "Earth's Symphony,Zenith" } })).toEqual(['earths-symphony', 'zenith']);
    expect(await filter({ title: { not_in: 'Zenith' } })).toEqual(['blue-oasis', 'earths-symphony']);
    expect(await filter({ title: { like: '*oasis*' } })).toEqual(['blue-oasis']);
    expect(await filter({ title: { not_like: '*oasis*' } })).toEqual(['earths-symphony', 'zenith']);
  });

  it('any_in_array and all_in_array (the documented category and topic examples)', async () => {
    expect(await filter({ categories: { any_in_array: `${uuid(901)},${uuid(999)}` } })).toEqual(['earths-symphony']);
    expect(await filter({ topics: { any_in_array: 'solar-system,space-exploration' } })).toEqual(['blue-oasis', 'earths-symphony']);
    expect(await filter({ topics: { all_in_array: 'solar-system,space-exploration' } })).toEqual(['earths-symphony']);
    // The former name is still accepted (changelog "Renamed filter query operator in_array").
    expect(await filter({ topics: { in_array: 'solar-system' } })).toEqual(['earths-symphony']);
  });

  it('gt_date, lt_date, gt_int, lt_int, gt_float, lt_float (non-numeric values never match)', async () => {
    expect(await filter({ published: { gt_date: '2024-01-01 00:00' } })).toEqual(['earths-symphony']);
    expect(await filter({ published: { lt_date: '2024-01-01 00:00' } })).toEqual(['blue-oasis']);
    expect(await filter({ rating: { gt_int: '3' } })).toEqual(['earths-symphony']);
    expect(await filter({ rating: { lt_int: '3' } })).toEqual(['blue-oasis']);
    expect(await filter({ price: { gt_float: '10.1' } })).toEqual(['earths-symphony']);
    expect(await filter({ price: { lt_float: '10.1' } })).toEqual(['blue-oasis']);
  });

  it('nested fields with `.` (docs: "Filter Queries with Nestable Blocks and Fields")', async () => {
    expect(await filter({ 'body.0.name': { in: 'This is a nested blok' } })).toEqual(['earths-symphony']);
    expect(await filter({ 'seo.description': { is: 'not_empty' } })).toEqual(['earths-symphony']);
    expect(await filter({ 'seo.nothing': { in: 'x' } })).toEqual([]);
  });

  it('__or: every group counts, AND with the other conditions', async () => {
    expect(await filter({ __or: [{ rating: { gt_int: '3' } }, { 'body.0.name': { in: 'Another blok' } }] })).toEqual(['blue-oasis', 'earths-symphony']);
    expect(await filter({ featured: { is: 'false' }, __or: [{ title: { in: 'Zenith' } }, { rating: { gt_int: '3' } }] })).toEqual(['zenith']);
  });

  it('refuses what it does not know with 422 naming filter_query', async () => {
    await expect(filter({ title: { near: 'x' } })).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/^filter_query: unknown operation "near"/),
    });
    await expect(filter({ title: { is: 'Zenith' } })).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/^filter_query: \[title\]\[is\] must be one of/),
    });
    await expect(filter({ published: { gt_date: 'yesterday' } })).rejects.toMatchObject({ status: 422 });
  });
});

describe('parameter validation (docs: "Migrating from Version 1")', () => {
  it('answers an unknown parameter of the stories endpoints with 422 naming it', async () => {
    await expect(get(client(), 'cdn/stories', { sort: 'name' })).rejects.toMatchObject({ status: 422, message: 'sort: is not a parameter of this endpoint' });
    await expect(get(client(), 'cdn/stories', { from_release: '5' })).rejects.toMatchObject({ status: 422, message: expect.stringContaining('from_release') });
  });

  it('accepts what the client itself adds (resolve_level with resolve_relations), find_by and by_ids', async () => {
    const sb = client();
    expect((await sb.getStory(uuid(12), { find_by: 'uuid', resolve_relations: 'article.categories' })).data.story.slug).toBe('blue-oasis');
    expect(slugs((await get(sb, 'cdn/stories', { by_ids: '11,13' })).data.stories)).toEqual(['earths-symphony', 'zenith']);
  });
});

describe('links (docs: "Retrieve Multiple Links")', () => {
  it('answers every link without `paginated`, and pages with it', async () => {
    const sb = client();
    const all = await get(sb, 'cdn/links', { page: 2, per_page: 1 });
    expect(Object.keys(all.data.links)).toHaveLength(4);
    expect(all.headers.total).toBeUndefined();
    const page2 = await get(sb, 'cdn/links', { paginated: 1, per_page: 2, page: 2 });
    expect(Object.keys(page2.data.links)).toHaveLength(2);
    expect(page2.headers.total).toBe('4');
    expect(page2.headers['per-page']).toBe('2');
    expect(Object.values((await get(sb, 'cdn/links', { paginated: 1 })).data.links)).toHaveLength(4);
    // getAll pages by the headers: no link twice.
    expect(await sb.getAll('cdn/links', { paginated: 1, per_page: 1 } as never)).toHaveLength(4);
    expect(await sb.getAll('cdn/links', {})).toHaveLength(4);
  });

  it('filters by parent and adds dates on request', async () => {
    const { links } = (await get(client(), 'cdn/links', { with_parent: 1, include_dates: 1 })).data as {
      links: Record<string, { slug: string; published_at?: string }>;
    };
    expect(
      Object.values(links)
        .map((l) => l.slug)
        .sort(),
    ).toEqual(['articles/blue-oasis', 'articles/earths-symphony', 'articles/zenith']);
    expect(Object.values(links)[0]!.published_at).toBe('2024-01-02T10:00:00.000Z');
  });
});

describe('datasources and datasource_entries (docs: "Datasources", "Datasource Entries")', () => {
  it('lists the datasources with their dimensions', async () => {
    const res = await get(client(), 'cdn/datasources', {});
    expect(res.data.datasources).toEqual([
      { id: 7, name: 'Colors', slug: 'colors', dimensions: [expect.objectContaining({ name: 'Deutsch', entry_value: 'de', datasource_id: 7 })] },
      { id: 8, name: 'Sizes', slug: 'sizes', dimensions: [] },
    ]);
    expect(res.headers.total).toBe('2');
  });

  it('answers the entries of a datasource in a dimension, pages through getAll', async () => {
    const sb = client();
    const entries = await sb.getAll('cdn/datasource_entries', { datasource: 'colors', dimension: 'de', per_page: 2 });
    expect(entries).toEqual([
      { id: 70, name: 'red', value: '#f00', dimension_value: 'rot' },
      { id: 71, name: 'blue', value: '#00f', dimension_value: null },
      { id: 72, name: 'green', value: '#0f0', dimension_value: 'grün' },
    ]);
    await expect(get(sb, 'cdn/datasource_entries', { datasource: 'nope' })).rejects.toMatchObject({ status: 404 });
  });
});
