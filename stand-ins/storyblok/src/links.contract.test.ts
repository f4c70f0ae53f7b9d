import StoryblokClient from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureSpace } from '@silca/content/testing';
import { startLocalServer, type LocalServer } from './server';

// Content Delivery API v2 cases through storyblok-js-client (docs/requirements/architecture.md#stand-in-contracts,
// decisions 1054, 1056): "Retrieve a Single Link" (`cdn/links/{uuid}`), `resolve_links` on a story
// (`links` in the answer, the target put on the link field by the client), and filter_query on a
// field translated at field level (the `__i18n__{lang}` key of the field).
let server: LocalServer;
const TOKEN = 'local-public';
let client: StoryblokClient;

beforeAll(async () => {
  server = await startLocalServer({ contentDir: await createFixtureSpace(), port: 0, publicTokens: [TOKEN] });
  client = new StoryblokClient({ accessToken: TOKEN, endpoint: server.endpoint, cache: { type: 'none', clear: 'manual' } });
});
afterAll(async () => {
  await server?.close();
});

type Link = { uuid: string; slug: string; alternates: Array<{ lang: string; path: string }>; created_at?: string };

describe('cdn/links/{uuid}', () => {
  it('answers { link } equal to the entry of the links listing, with its alternates; dates on include_dates=1', async () => {
    const all = (await client.get('cdn/links', { version: 'published', starts_with: 'global/products/' })).data.links as Record<string, Link>;
    const first = Object.values(all).find((l) => l.slug === 'global/products/product-01')!;
    const one = (await client.get(`cdn/links/${first.uuid}`, { version: 'published' })).data.link as Link;
    expect(one).toEqual(first);
    expect(one.alternates.find((a) => a.lang === 'it')?.path).toBe('global/prodotti/prodotto-01');
    const dated = (await client.get(`cdn/links/${first.uuid}`, { version: 'published', include_dates: 1 } as never)).data.link as Link;
    expect(typeof dated.created_at).toBe('string');
  });

  it("an unknown uuid is 404 with the API's body", async () => {
    await expect(client.get('cdn/links/00000000-0000-4000-8000-999999999999', { version: 'published' })).rejects.toMatchObject({ status: 404 });
  });
});

type LinkField = { id: string; linktype: string; story?: Record<string, unknown> & { _stopResolving?: boolean } };
const resolved = async (resolve_links: string) => {
  const { data } = await client.get('cdn/stories/global/products/product-01', { version: 'published', resolve_links } as never);
  const field = (data.story as { content: { link: LinkField } }).content.link;
  const { _stopResolving, ...target } = field.story ?? {};
  return { links: data.links as Array<Record<string, unknown>>, field, target, marked: _stopResolving };
};

describe('resolve_links on a story (Retrieve a Single Story)', () => {
  it('link: links holds the link object of cdn/links/{uuid}, alternates included, and the client puts it on the field', async () => {
    const { links, field, target, marked } = await resolved('link');
    const single = (await client.get(`cdn/links/${field.id}`, { version: 'published' })).data.link as Link & Record<string, unknown>;
    expect(links).toEqual([single]);
    expect(target).toEqual(single);
    expect(marked).toBe(true);
    // The link object as documented: these properties, no story fields such as content or full_slug.
    expect(Object.keys(single).sort()).toEqual(
      ['alternates', 'id', 'is_folder', 'is_startpage', 'name', 'parent_id', 'path', 'position', 'published', 'real_path', 'slug', 'uuid'].sort(),
    );
    expect(single).toMatchObject({ slug: 'global/products/', real_path: '/global/products' });
    expect(single.alternates.find((a) => a.lang === 'it')?.path).toBe('global/prodotti/');
  });

  it('url: the small url object (uuid, id, name, slug, url)', async () => {
    const { links, target } = await resolved('url');
    expect(links).toHaveLength(1);
    expect(target).toMatchObject({ uuid: expect.any(String), id: expect.any(Number), name: expect.any(String), url: 'global/products/' });
    expect(target).not.toHaveProperty('content');
  });

  it('story: the whole linked story', async () => {
    const { target } = await resolved('story');
    expect(target).toMatchObject({ full_slug: 'global/products/', content: expect.any(Object) });
  });

  it('any other value is 422 naming resolve_links', async () => {
    await expect(client.get('cdn/stories/global/products/product-01', { version: 'published', resolve_links: 'full' } as never)).rejects.toMatchObject({
      status: 422,
    });
  });
});

describe('filter_query on a field translated at field level', () => {
  it('filters on the translation by its __i18n__ key, and on the default language by the plain field', async () => {
    const names = async (filter_query: Record<string, unknown>) =>
      (
        (await client.get('cdn/stories', { version: 'published', starts_with: 'global/products/', filter_query, per_page: 100 })).data.stories as Array<{
          slug: string;
        }>
      )
        .map((s) => s.slug)
        .sort();
    expect(await names({ name__i18n__it: { in: 'Prodotto 2' } })).toEqual(['product-02']);
    expect(await names({ name: { in: 'Product 2' } })).toEqual(['product-02']);
    expect(await names({ name: { in: 'Prodotto 2' } })).toEqual([]);
  });
});
