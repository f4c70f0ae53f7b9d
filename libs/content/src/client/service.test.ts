import StoryblokClient from 'storyblok-js-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ContentUnavailableError } from '../errors';
import { startLocalServer } from '@silca/stand-in-storyblok';
import { createFixtureSpace, FIXTURE } from '../test/fixture-space';
import { startContentBackend, type ContentBackend } from './backend';

let dir: string;
const open: ContentBackend[] = [];

async function backend(env: Record<string, string> = {}, assetBaseUrl?: string): Promise<ContentBackend> {
  const b = await startContentBackend({ env: { CONTENT_DIR: dir, STORYBLOK_TIMEOUT_MS: '1000', ...env }, assetBaseUrl });
  open.push(b);
  return b;
}

beforeAll(async () => {
  dir = await createFixtureSpace();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((b) => b.close()));
});

describe('the real storyblok-js-client against the embedded server', () => {
  it('pages through getAll using the Total and Per-Page headers', async () => {
    const server = await startLocalServer({ contentDir: dir });
    try {
      const client = new StoryblokClient({ accessToken: 'local-public', endpoint: server.endpoint });
      const all = await client.getAll('cdn/stories', { starts_with: 'global/products/product-', per_page: 25 });
      expect(all).toHaveLength(FIXTURE.productCount);
      // The first page is asked without cv and redirected to it (as Storyblok does): 3 pages + 1.
      expect(server.requestCount()).toBe(4);
      const rels = await client.getStory('global/home', { resolve_relations: 'products_carousel.products' });
      // More than 50 relations: the API sends rel_uuids and the client fetches them by_uuids.
      const carousel = (rels.data.story.content.body as Array<{ products: Array<{ uuid: string }> }>)[1]!;
      expect(carousel.products).toHaveLength(FIXTURE.productCount);
      expect(carousel.products[0]!.uuid).toMatch(/^00000000-/);
      const linked = await client.getStory('global/products/product-01', { resolve_links: 'url' });
      expect((linked.data.story.content.link as { story?: { url: string } }).story?.url).toBe('global/products/');
      const it1 = await client.getStory('global/products/product-01', { language: 'it' });
      expect(it1.data.story.content.name).toBe('Prodotto 1');
      await expect(client.getStory('global/none')).rejects.toMatchObject({ status: 404, message: 'This record could not be found' });
      const bad = new StoryblokClient({ accessToken: 'nope', endpoint: server.endpoint });
      await expect(bad.getStory('global/home')).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    } finally {
      await server.close();
    }
  });
});

describe('ContentService', () => {
  it('getStory returns story, rels, links and cv; null for 404', async () => {
    const b = await backend();
    const r = await b.service.getStory('global/home', { language: 'it', resolveRelations: ['products_carousel.products'] });
    expect(r?.story.content.title).toBe('Pagina iniziale');
    expect(r?.cv).toBe(1700000000);
    expect(r?.rels).toHaveLength(FIXTURE.productCount);
    expect(JSON.stringify(r)).not.toContain('_stopResolving');
    expect(await b.service.getStory('global/missing', { language: 'en' })).toBeNull();
    expect(await b.service.getStory('../etc/passwd', { language: 'en' })).toBeNull();
  });

  it('findStoryByPath: market folder first, then global, by translated slug; never extranet', async () => {
    const b = await backend();
    const s = b.service;
    expect((await s.findStoryByPath({ website: 'global', language: 'it', path: ['prodotti', 'prodotto-01'] }))?.story.content.name).toBe('Prodotto 1');
    expect((await s.findStoryByPath({ website: 'global', language: 'en', path: [] }))?.story.full_slug).toBe('global/home');
    expect((await s.findStoryByPath({ website: 'italy', language: 'it', path: [] }))?.story.content.title).toBe('Benvenuti');
    expect((await s.findStoryByPath({ website: 'italy', language: 'it', path: ['prodotti'] }))?.story.is_startpage).toBe(true);
    expect(await s.findStoryByPath({ website: 'global', language: 'en', path: ['extranet', 'price-list'] })).toBeNull();
    expect(await s.findStoryByPath({ website: 'global', language: 'en', path: ['nothing'] })).toBeNull();
    expect(await s.findStoryByPath({ website: 'global', language: 'en', path: ['a\u0000b'] })).toBeNull();
  });

  it('listStories pages with the SPEC page size of 25 and batches by_uuids by 50', async () => {
    const b = await backend();
    const page2 = await b.service.listStories({ startsWith: 'global/products/product-', language: 'en', page: 2 });
    expect(page2).toMatchObject({ total: FIXTURE.productCount, perPage: 25, page: 2 });
    expect(page2.stories[0]?.slug).toBe('product-26');
    const uuids = Array.from({ length: 55 }, (_, i) => `00000000-0000-4000-8000-${String(1004 + 54 - i).padStart(12, '0')}`);
    const before = b.upstreamRequests();
    const byUuids = await b.service.listStories({ startsWith: '', language: 'en', byUuids: uuids });
    expect(b.upstreamRequests() - before).toBe(2);
    expect(byUuids.stories.map((s) => s.uuid)).toEqual(uuids);
  });

  it('findExtranetStory finds global/extranet/ stories only', async () => {
    const b = await backend();
    expect((await b.service.findExtranetStory({ language: 'en', path: ['price-list'] }))?.story.full_slug).toBe('global/extranet/price-list');
    expect(await b.service.findExtranetStory({ language: 'en', path: ['..', 'home'] })).toBeNull();
    expect(await b.service.findExtranetStory({ language: 'it', path: ['nothing'] })).toBeNull();
  });

  it('never lists extranet stories unless asked for', async () => {
    const b = await backend();
    const slugs = async (o: { startsWith: string; includeExtranet?: boolean; byUuids?: string[] }) =>
      (await b.service.listStories({ language: 'en', perPage: 100, ...o })).stories.map((s) => s.full_slug);
    expect((await slugs({ startsWith: 'global/' })).some((s) => s.startsWith('global/extranet'))).toBe(false);
    expect(await slugs({ startsWith: 'global/extranet/' })).toEqual(['global/extranet/price-list']);
    expect((await slugs({ startsWith: 'global/', includeExtranet: true })).includes('global/extranet/price-list')).toBe(true);
    const extranetUuid = (await b.service.listStories({ startsWith: 'global/extranet/', language: 'en' })).stories[0]!.uuid;
    expect(await slugs({ startsWith: '', byUuids: [extranetUuid] })).toEqual([]);
  });

  it('drafts only with the preview token and never from the cache', async () => {
    const b = await backend();
    expect((await b.service.getStory('global/home', { language: 'en', version: 'draft' }))?.story.content.title).toBe('Home (draft)');
    expect((await b.service.getStory('global/home', { language: 'en' }))?.story.content.title).toBe('Home');
    const n = b.upstreamRequests();
    await b.service.getStory('global/home', { language: 'en', version: 'draft' });
    expect(b.upstreamRequests()).toBe(n + 1);
  });

  it('a warm request makes no upstream request', async () => {
    const b = await backend();
    await b.service.findStoryByPath({ website: 'italy', language: 'it', path: ['prodotti', 'prodotto-01'] });
    const cold = b.upstreamRequests();
    expect(cold).toBeGreaterThan(0);
    await b.service.findStoryByPath({ website: 'italy', language: 'it', path: ['prodotti', 'prodotto-01'] });
    expect(b.upstreamRequests()).toBe(cold);
  });

  it('concurrent misses of the same query make one upstream request', async () => {
    const b = await backend();
    await b.service.getStory('global/home', { language: 'en' });
    const before = b.upstreamRequests();
    await Promise.all(Array.from({ length: 10 }, () => b.service.getStory('global/products/product-07', { language: 'de' })));
    expect(b.upstreamRequests() - before).toBe(1);
  });

  it('serves the last good copy in an outage, 503 for a page never seen, and recovers', async () => {
    const port = await freePort();
    const b = await backend({ STORYBLOK_LOCAL_PORT: String(port), STORYBLOK_CV_TTL_S: '0', STORYBLOK_BREAKER_MS: '200' });
    const seen = await b.service.getStory('global/home', { language: 'en' });
    await b.localServer!.close();
    // Force a revalidation so the cache cannot answer on its own.
    await b.service.invalidate(['nothing']);
    expect((await b.service.getStory('global/home', { language: 'en' }))?.story.id).toBe(seen?.story.id);
    const error = await b.service.getStory('global/products/product-05', { language: 'en' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentUnavailableError);
    expect(error).toMatchObject({ status: 503, endpoint: expect.stringContaining('/cdn/stories/global/products/product-05') });
    // After the pause (if the failures opened the breaker) one probe recovers.
    const again = await startLocalServer({ contentDir: dir, port });
    try {
      await new Promise((r) => setTimeout(r, 250));
      expect((await b.service.getStory('global/products/product-05', { language: 'en' }))?.story.slug).toBe('product-05');
      expect(b.service.upstreamState.breakerOpen).toBe(false);
    } finally {
      await again.close();
    }
  });

  it('rewrites asset URLs to the base the site passes', async () => {
    const b = await backend({}, '/_assets');
    const r = await b.service.getStory('global/products/product-02', { language: 'en' });
    expect((r?.story.content.image as { filename: string }).filename).toBe('/_assets/f/1/400x300/abcdef0123/key.png');
    expect(b.assetHandler).toBeTypeOf('function');
  });
});

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}
