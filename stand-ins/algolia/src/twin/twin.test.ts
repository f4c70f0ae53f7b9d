import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlgoliaTwin, type AlgoliaTwin } from './server';

// The real algoliasearch v5 client against the embedded twin over HTTP (docs/requirements/search.md#search-service: "the same
// algoliasearch code talks to it"): every call the search layer makes, answered in Algolia's shape.
let twin: AlgoliaTwin;
let admin: Algoliasearch;
let reader: Algoliasearch;
const hosts = (port: number) => ({ hosts: [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }] });

beforeAll(async () => {
  twin = await startAlgoliaTwin({ port: 0, appId: 'APP', searchKey: 'search', adminKey: 'admin' });
  admin = algoliasearch('APP', 'admin', hosts(twin.port));
  reader = algoliasearch('APP', 'search', hosts(twin.port));
  await admin.setSettings({
    indexName: 'it_test',
    indexSettings: {
      searchableAttributes: ['title', 'body'],
      attributesForFaceting: ['type', 'category'],
      customRanking: ['desc(rank)'],
      attributeForDistinct: 'storyId',
      distinct: true,
      attributesToSnippet: ['body:6'],
      indexLanguages: ['it'],
    },
  });
  const res = await admin.saveObjects({
    indexName: 'it_test',
    objects: [
      {
        objectID: 'a',
        storyId: 'a',
        title: 'Macchina duplicatrice Futura',
        body: 'Duplica chiavi piatte e chiavi auto in pochi secondi, con precisione.',
        type: 'product',
        category: 'Macchine',
        rank: 2,
      },
      { objectID: 'b', storyId: 'b', title: 'Chiave grezza HU66', body: 'Profilo laser per Volkswagen e Audi.', type: 'product', category: 'Chiavi', rank: 2 },
      {
        objectID: 'b~1',
        storyId: 'b',
        title: 'Chiave grezza HU66',
        body: 'Seconda parte del testo sulle chiavi.',
        type: 'product',
        category: 'Chiavi',
        rank: 2,
      },
      { objectID: 'c', storyId: 'c', title: 'Fiera di Milano', body: 'Silca presenta le nuove macchine.', type: 'news', category: '', rank: 1 },
    ],
  });
  await admin.waitForTask({ indexName: 'it_test', taskID: res[0]!.taskID });
});
afterAll(() => twin.close());

describe('Algolia twin', () => {
  it('answers a single-index query with stemming, prefixes, typos, highlight and snippet', async () => {
    const stem = await reader.searchSingleIndex({ indexName: 'it_test', searchParams: { query: 'macchine' } });
    expect(stem.hits.map((h) => h.objectID)).toContain('a');
    const prefix = await reader.searchSingleIndex({ indexName: 'it_test', searchParams: { query: 'dupli' } });
    expect(prefix.hits[0]?.objectID).toBe('a');
    const typo = await reader.searchSingleIndex({ indexName: 'it_test', searchParams: { query: 'volkswgen' } });
    expect(typo.hits.map((h) => h.objectID)).toEqual(['b']);
    const hl = await reader.searchSingleIndex({ indexName: 'it_test', searchParams: { query: 'futura', highlightPreTag: '[', highlightPostTag: ']' } });
    const hit = hl.hits[0] as { _highlightResult?: Record<string, { value: string; matchLevel: string; matchedWords: string[] }> };
    expect(hit._highlightResult?.title).toMatchObject({ value: 'Macchina duplicatrice [Futura]', matchLevel: 'full', matchedWords: ['futura'] });
    const sn = await reader.searchSingleIndex({ indexName: 'it_test', searchParams: { query: 'precisione' } });
    expect((sn.hits[0] as { _snippetResult?: { body: { value: string } } })._snippetResult?.body.value).toContain('<em>precisione</em>');
  });

  it('runs multi-index queries with facet counts, facet filters and distinct', async () => {
    const res = await reader.search({
      requests: [
        { indexName: 'it_test', query: 'chiavi', facets: ['type', 'category'] },
        { indexName: 'it_test', query: '', facetFilters: [['type:news']], hitsPerPage: 5 },
      ],
    });
    const [first, second] = res.results as Array<{ hits: Array<{ objectID: string }>; nbHits: number; facets?: Record<string, Record<string, number>> }>;
    expect(first!.hits.filter((h) => h.objectID.startsWith('b'))).toHaveLength(1); // distinct by storyId
    expect(first!.facets?.type).toMatchObject({ product: 3 }); // counted before distinct, as Algolia
    expect(second!.hits.map((h) => h.objectID)).toEqual(['c']);
  });

  it('applies partial updates, deletes, deleteBy and clear', async () => {
    await admin.partialUpdateObject({ indexName: 'it_test', objectID: 'c', attributesToUpdate: { title: 'Fiera di Bologna' } });
    const upd = await reader.searchSingleIndex({ indexName: 'it_test', searchParams: { query: 'bologna' } });
    expect(upd.hits.map((h) => h.objectID)).toEqual(['c']);
    await admin.deleteObject({ indexName: 'it_test', objectID: 'c' });
    expect((await reader.searchSingleIndex({ indexName: 'it_test', searchParams: { query: 'bologna' } })).nbHits).toBe(0);
    await admin.deleteBy({ indexName: 'it_test', deleteByParams: { filters: 'category:Chiavi' } });
    expect((await reader.searchSingleIndex({ indexName: 'it_test', searchParams: { query: 'hu66' } })).nbHits).toBe(0);
    // Settings need the settings ACL, which the search-only key lacks (keys.test.ts).
    const settings = await admin.getSettings({ indexName: 'it_test' });
    expect(settings.attributeForDistinct).toBe('storyId');
    await admin.clearObjects({ indexName: 'it_test' });
    expect((await reader.searchSingleIndex({ indexName: 'it_test', searchParams: { query: '' } })).nbHits).toBe(0);
  });

  it('replaces all objects atomically through a temporary index, as algoliasearch does', async () => {
    await admin.replaceAllObjects({ indexName: 'it_test', objects: [{ objectID: 'x', storyId: 'x', title: 'Nuova chiave', type: 'product' }] });
    const res = await reader.searchSingleIndex({ indexName: 'it_test', searchParams: { query: 'chiave' } });
    expect(res.hits.map((h) => h.objectID)).toEqual(['x']);
    expect([...twin.indexes.keys()].filter((k) => k.includes('_tmp_'))).toEqual([]);
  });

  it('answers Recommend related-products with similar items, never the item itself', async () => {
    await admin.saveObjects({
      indexName: 'rec',
      objects: [
        { objectID: '1', title: 'Futura Pro key machine', type: 'product' },
        { objectID: '2', title: 'Futura Auto key machine', type: 'product' },
        { objectID: '3', title: 'Press release about the fair', type: 'news' },
      ],
    });
    const rec = reader.initRecommend({ options: hosts(twin.port) });
    const res = await rec.getRecommendations({
      requests: [{ indexName: 'rec', model: 'related-products', objectID: '1', threshold: 0, maxRecommendations: 3 }],
    });
    const ids = res.results[0]!.hits.map((h) => (h as { objectID: string }).objectID);
    expect(ids[0]).toBe('2');
    expect(ids).not.toContain('1');
  });

  it('refuses writes with the search key and anything with a wrong key (403)', async () => {
    await expect(reader.saveObject({ indexName: 'it_test', body: { objectID: 'z' } })).rejects.toMatchObject({ status: 403 });
    const bad = algoliasearch('APP', 'nope', hosts(twin.port));
    await expect(bad.searchSingleIndex({ indexName: 'it_test', searchParams: { query: '' } })).rejects.toMatchObject({ status: 403 });
  });

  it('answers 400, not 500, to unknown facets, bad filters and bad JSON', async () => {
    await expect(reader.searchSingleIndex({ indexName: 'it_test', searchParams: { query: 'x', filters: 'nope:1' } })).rejects.toMatchObject({ status: 400 });
    await expect(reader.searchSingleIndex({ indexName: 'it_test', searchParams: { query: 'x', filters: 'type:"product' } })).rejects.toMatchObject({
      status: 400,
    });
    const raw = await fetch(`${twin.url}/1/indexes/it_test/query`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': 'APP', 'x-algolia-api-key': 'search' },
      body: '{"query":',
    });
    expect(raw.status).toBe(400);
    // Over 512 bytes: Algolia's 400 (decision 1052); bad paging of a valid query is answered empty.
    await expect(reader.searchSingleIndex({ indexName: 'it_test', searchParams: { query: 'chiave '.repeat(20_000) } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('512 bytes'),
    });
    const huge = await reader.searchSingleIndex({ indexName: 'it_test', searchParams: { query: 'chiave '.repeat(70), page: 1e9, hitsPerPage: -4 } });
    expect(huge.hits).toEqual([]);
  });
});
