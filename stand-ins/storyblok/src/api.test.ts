/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API under test */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureSpace, FIXTURE } from '@silca/content/testing';
import { startLocalServer, type LocalServer } from './server';

let server: LocalServer;
const TOKEN = 'local-public';
const PREVIEW = 'local-preview';

async function get(path: string, token: string | null = TOKEN): Promise<{ status: number; headers: Headers; body: any }> {
  const sep = path.includes('?') ? '&' : '?';
  const res = await fetch(`${server.origin}/v2/cdn/${path}${token === null ? '' : `${sep}token=${token}`}`);
  return { status: res.status, headers: res.headers, body: await res.json() };
}

beforeAll(async () => {
  // The answers' shapes, many requests a second by fetch: the CDN rate limits have their own suite (rate-limits.test.ts).
  server = await startLocalServer({ contentDir: await createFixtureSpace(), assetBaseUrl: '/_assets', rateLimits: false });
});
afterAll(() => server.close());

describe('GET /v2/cdn/stories/{full_slug}', () => {
  it('answers a story in the real API shape', async () => {
    const { status, body } = await get('stories/global/home');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['cv', 'links', 'rels', 'story']);
    expect(body.cv).toBe(1700000000);
    expect(body.story).toMatchObject({ full_slug: 'global/home', default_full_slug: 'global/home', lang: 'default', slug: 'home' });
    expect(body.story.translated_slugs).toEqual([
      { path: 'global/home', name: null, lang: 'it', published: null },
      { path: 'global/home', name: null, lang: 'de', published: null },
    ]);
    expect(JSON.stringify(body)).not.toContain('__i18n__');
  });

  it('404 with the API body for a missing story, a folder and an unpublished story', async () => {
    for (const slug of ['global/nope', 'global/extranet-nope', 'global/secret-launch']) {
      const { status, body } = await get(`stories/${slug}`);
      expect(status).toBe(404);
      expect(body).toEqual(['This record could not be found']);
    }
  });

  it('a folder path answers its startpage, with a trailing slash in full_slug', async () => {
    const { body } = await get('stories/global/products');
    expect(body.story.is_startpage).toBe(true);
    expect(body.story.full_slug).toBe('global/products/');
  });

  it('translates fields and slugs with language, falling back to the default per field', async () => {
    const it1 = (await get('stories/global/products/product-01?language=it')).body.story;
    expect(it1.content.name).toBe('Prodotto 1');
    // The real API (docs/requirements/content.md#real-api-shapes): `{lang}/` + the translated path; name and slug untranslated, the
    // translated name in translated_slugs.
    expect(it1.full_slug).toBe('it/global/prodotti/prodotto-01');
    expect(it1.default_full_slug).toBe('global/products/product-01');
    expect(it1.lang).toBe('it');
    expect(it1.name).toBe('Product 1');
    expect(it1.slug).toBe('product-01');
    expect(it1.translated_slugs.find((t: { lang: string }) => t.lang === 'it')).toMatchObject({ path: 'global/prodotti/prodotto-01', name: 'Prodotto 1' });
    // Empty translation falls back to the default language value.
    const it20 = (await get('stories/global/products/product-20?language=it')).body.story;
    expect(it20.content.name).toBe('Product 20');
    expect(it20.full_slug).toBe('it/global/prodotti/product-20');
    // No translation at all (de): default value, translated folder slug.
    const de = (await get('stories/global/products/product-01?language=de')).body.story;
    expect(de.content.name).toBe('Product 1');
    expect(de.full_slug).toBe('de/global/produkte/product-01');
  });

  it('finds a story by `{lang}/{translated path}`, by id and by uuid', async () => {
    const byPath = (await get('stories/it/global/prodotti/prodotto-01')).body.story;
    expect(byPath.content.name).toBe('Prodotto 1');
    const byId = (await get(`stories/${byPath.id}`)).body.story;
    expect(byId.uuid).toBe(byPath.uuid);
    const byUuid = (await get(`stories/${byPath.uuid}?find_by=uuid`)).body.story;
    expect(byUuid.id).toBe(byPath.id);
    expect((await get('stories/x?find_by=name')).status).toBe(400);
  });

  it('resolve_relations: rels for up to 50 stories, rel_uuids beyond, uuids left in content', async () => {
    const { body } = await get('stories/global/home?resolve_relations=products_carousel.products');
    expect(body.rel_uuids).toHaveLength(FIXTURE.productCount);
    expect(body.rels).toEqual([]);
    expect(typeof body.story.content.body[0].products[0]).toBe('string');
    const small = await get('stories/global/products/product-01?resolve_links=url');
    expect(small.body.links).toEqual([expect.objectContaining({ url: 'global/products/', uuid: expect.any(String) })]);
    expect((await get('stories/global/home?resolve_relations=nodot')).status).toBe(422);
  });
});

describe('hostile input', () => {
  it('never a 500, never a file: malformed encodings, traversal, control characters, huge values', async () => {
    for (const p of [
      'stories/%E0%A4%A',
      'stories/..%2f..%2fetc%2fpasswd',
      'stories/global/%00home',
      `stories/${'a'.repeat(10000)}`,
      'stories/global/home%0d%0aSet-Cookie:x=1',
    ]) {
      expect((await get(p)).status).toBe(404);
    }
    expect((await get('stories?per_page=99999999999999999999')).status).toBe(200);
    expect((await get('stories?page=-1')).status).toBe(422);
    expect((await get('stories?filter_query[name][gt_int]=abc')).status).toBe(422);
    expect((await get('stories?starts_with=%E0%A4%A')).status).toBeLessThan(500);
  });
});

describe('tokens and versions', () => {
  it('401 with the API body for a wrong or missing token', async () => {
    for (const t of ['wrong', null]) {
      const { status, body } = await get('stories/global/home', t);
      expect(status).toBe(401);
      expect(body).toEqual({ error: 'Unauthorized' });
    }
  });

  it('drafts need the preview token and differ from the published story', async () => {
    expect((await get('stories/global/home?version=draft')).status).toBe(401);
    expect((await get('stories/global/home?version=draft', PREVIEW)).body.story.content.title).toBe('Home (draft)');
    expect((await get('stories/global/home', PREVIEW)).body.story.content.title).toBe('Home');
    expect((await get('stories/global/secret-launch?version=draft', PREVIEW)).status).toBe(200);
    expect((await get('stories/global/home?version=latest')).status).toBe(422);
  });
});

describe('GET /v2/cdn/stories', () => {
  it('pages with per_page (default 25, max 100) and the Total / Per-Page headers', async () => {
    const first = await get('stories?starts_with=global/products/product-');
    expect(first.headers.get('total')).toBe(String(FIXTURE.productCount));
    expect(first.headers.get('per-page')).toBe('25');
    expect(first.body.stories).toHaveLength(25);
    const last = await get('stories?starts_with=global/products/product-&per_page=25&page=3');
    expect(last.body.stories).toHaveLength(FIXTURE.productCount - 50);
    const capped = await get('stories?per_page=500');
    expect(capped.headers.get('per-page')).toBe('100');
    const beyond = await get('stories?starts_with=global/products/product-&page=9');
    expect(beyond.body.stories).toEqual([]);
    expect((await get('stories?page=abc')).status).toBe(422);
    expect((await get('stories?page=0')).body).toEqual({ page: ['must be greater than or equal to 1'] });
  });

  it('never lists folders or unpublished stories; by_slugs and excluding_slugs take wildcards', async () => {
    const all = (await get('stories?per_page=100')).body.stories;
    expect(all.every((s: { full_slug: string }) => s.full_slug !== 'global/secret-launch')).toBe(true);
    const only = (await get('stories?by_slugs=global/products/product-0*&excluding_slugs=global/products/product-01')).body.stories;
    expect(only.map((s: { slug: string }) => s.slug)).toEqual([
      'product-02',
      'product-03',
      'product-04',
      'product-05',
      'product-06',
      'product-07',
      'product-08',
      'product-09',
    ]);
  });

  it('filters by content_type, with_tag, is_startpage, by_uuids_ordered and search_term', async () => {
    expect((await get('stories?content_type=page&starts_with=global/home')).body.stories).toHaveLength(1);
    expect((await get('stories?with_tag=odd&per_page=100')).headers.get('total')).toBe('30');
    expect((await get('stories?is_startpage=1')).body.stories.map((s: { full_slug: string }) => s.full_slug)).toEqual(['global/products/']);
    const ordered = (await get(`stories?by_uuids_ordered=${['00000000-0000-4000-8000-000000001010', '00000000-0000-4000-8000-000000001004'].join(',')}`)).body
      .stories;
    expect(ordered.map((s: { id: number }) => s.id)).toEqual([1010, 1004]);
    expect((await get('stories?search_term=prodotto%203&language=it')).body.stories.map((s: { slug: string }) => s.slug)).toEqual(['product-03']);
  });

  it('filter_query: in, not_in, like, is, gt_int/lt_int, gt_date/lt_date and __or', async () => {
    const total = async (q: string) => Number((await get(`stories?starts_with=global/products/product-&${q}`)).headers.get('total'));
    expect(await total('filter_query[category_name][in]=Transponders')).toBe(20);
    expect(await total('filter_query[category_name][not_in]=Transponders')).toBe(40);
    expect(await total('filter_query[name][like]=Product 1*')).toBe(11);
    expect(await total('filter_query[weight][gt_int]=500')).toBe(10);
    expect(await total('filter_query[weight][lt_int]=100&filter_query[weight][gt_int]=50')).toBe(4);
    expect(await total('filter_query[update_date][gt_date]=2025-01-27 00:00')).toBe(4);
    expect(await total('filter_query[name][in]=Product 7')).toBe(1);
    // `is` takes a value type only (empty, not_null...): a value is refused, naming filter_query.
    expect((await get('stories?filter_query[name][is]=Product 7')).body).toEqual({ filter_query: [expect.stringContaining('[name][is] must be one of')] });
    expect(await total('filter_query[__or][0][name][in]=Product 7&filter_query[__or][1][name][in]=Product 8')).toBe(2);
    expect((await get('stories?filter_query[name][near]=x')).status).toBe(422);
  });

  it('sort_by field:asc|desc, content fields with :int', async () => {
    const names = async (q: string) =>
      (await get(`stories?starts_with=global/products/product-&per_page=3&${q}`)).body.stories.map((s: { content: { name: string } }) => s.content.name);
    expect(await names('sort_by=content.weight:desc:int')).toEqual(['Product 60', 'Product 59', 'Product 58']);
    expect(await names('sort_by=position:asc')).toEqual(['Product 1', 'Product 2', 'Product 3']);
    expect((await get('stories?sort_by=name:sideways')).status).toBe(422);
  });

  it('rewrites asset URLs to the configured base', async () => {
    const { body } = await get('stories/global/products/product-02');
    expect(body.story.content.image.filename).toBe('/_assets/f/1/400x300/abcdef0123/key.png');
  });
});

describe('links, spaces/me, datasource_entries, tags', () => {
  it('links carry alternates with translated paths; folders included', async () => {
    const { body, headers } = await get('links?starts_with=global/products&paginated=1&per_page=1000');
    const folder = Object.values(body.links).find((l: any) => l.is_folder) as any;
    expect(folder.alternates).toEqual(expect.arrayContaining([expect.objectContaining({ lang: 'it', path: 'global/prodotti', translated_slug: 'prodotti' })]));
    expect(Number(headers.get('total'))).toBe(FIXTURE.productCount + 2);
  });

  it('spaces/me gives the cv', async () => {
    expect((await get('spaces/me')).body.space).toMatchObject({ id: 1, version: 1700000000, language_codes: ['it', 'de'] });
  });

  it('datasource_entries with dimension; tags with counts', async () => {
    const ds = await get('datasource_entries?datasource=colors&dimension=it');
    expect(ds.body.datasource_entries).toEqual([
      { id: 1, name: 'red', value: '#f00', dimension_value: 'rosso' },
      { id: 2, name: 'blue', value: '#00f', dimension_value: null },
    ]);
    expect((await get('datasource_entries?datasource=nope')).status).toBe(404);
    expect((await get('tags')).body.tags).toEqual([
      { name: 'even', taggings_count: 30 },
      { name: 'odd', taggings_count: 30 },
    ]);
  });
});

describe('request budget', () => {
  it('answers 429 with Retry-After beyond the budget', async () => {
    const limited = await startLocalServer({ contentDir: await createFixtureSpace(), budgetRps: 2 });
    try {
      const statuses: number[] = [];
      // With the current cv: a request without one is first redirected, which counts too.
      for (let i = 0; i < 4; i++) statuses.push((await fetch(`${limited.endpoint}/cdn/stories/global/home?token=${TOKEN}&cv=1700000000`)).status);
      expect(statuses).toEqual([200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
