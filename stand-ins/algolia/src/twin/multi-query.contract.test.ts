import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlgoliaTwin, type AlgoliaTwin } from './server';

// Multi-query strategies through algoliasearch v5's client.search({ requests, strategy }), as
// Algolia documents them (searchStrategy: "stopIfEnoughMatches" runs the queries one by one and
// stops as soon as one matches at least its hitsPerPage) and as its own client tests record the
// rest: a query not run answers `processed: false` with no hits (decision 1055).
let twin: AlgoliaTwin;
let reader: Algoliasearch;
const hosts = (port: number) => ({ hosts: [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }] });

beforeAll(async () => {
  twin = await startAlgoliaTwin({ port: 0, appId: 'APP', searchKey: 'search', adminKey: 'admin' });
  const admin = algoliasearch('APP', 'admin', hosts(twin.port));
  reader = algoliasearch('APP', 'search', hosts(twin.port));
  await admin.setSettings({
    indexName: 'cities',
    indexSettings: { searchableAttributes: ['city'], attributesForFaceting: ['searchable(country)'], indexLanguages: ['en'] },
  });
  await admin.saveObjects({
    indexName: 'cities',
    objects: [
      { objectID: '1', city: 'San Francisco', country: 'US' },
      { objectID: '2', city: 'San Jose', country: 'US' },
      { objectID: '3', city: 'San José', country: 'CR' },
      { objectID: '4', city: 'Francisco Morato', country: 'BR' },
    ],
  });
});
afterAll(() => twin.close());

type Result = { nbHits?: number; hits?: unknown[]; processed?: boolean; facetHits?: unknown[]; index?: string; hitsPerPage?: number };
const results = async (body: Parameters<Algoliasearch['search']>[0]) => (await reader.search(body)).results as Result[];

describe('strategy stopIfEnoughMatches (searchStrategy)', () => {
  it('a first query with at least hitsPerPage matches stops the rest: they answer processed false and no hits', async () => {
    const [first, second] = await results({
      requests: [
        { indexName: 'cities', query: 'francisco', hitsPerPage: 1 },
        { indexName: 'cities', query: 'jose' },
      ],
      strategy: 'stopIfEnoughMatches',
    });
    expect(first).toMatchObject({ nbHits: 2, hitsPerPage: 1 });
    expect(first).not.toHaveProperty('processed');
    // Algolia's own emulator of the strategy: a query run has no `processed` (its test reads the
    // absence as processed), a skipped one hitsPerPage 0 and its parameters (decision 1067).
    expect(second).toMatchObject({ processed: false, nbHits: 0, hits: [], index: 'cities', hitsPerPage: 0, query: 'jose', params: 'query=jose' });
  });

  it('queries run in order until one has enough; every one before it is answered in full', async () => {
    const res = await results({
      requests: [
        { indexName: 'cities', query: 'jose', hitsPerPage: 5 },
        { indexName: 'cities', query: 'san', hitsPerPage: 3 },
        { indexName: 'cities', query: 'morato', hitsPerPage: 1 },
      ],
      strategy: 'stopIfEnoughMatches',
    });
    expect(res.map((r) => r.nbHits)).toEqual([2, 3, 0]);
    expect(res.map((r) => r.processed)).toEqual([undefined, undefined, false]);
  });

  it('without enough matches every query runs, as with strategy none', async () => {
    const body = {
      requests: [
        { indexName: 'cities', query: 'jose', hitsPerPage: 5 },
        { indexName: 'cities', query: 'morato', hitsPerPage: 5 },
      ],
    };
    const stop = await results({ ...body, strategy: 'stopIfEnoughMatches' });
    const none = await results({ ...body, strategy: 'none' });
    expect(stop.map((r) => r.nbHits)).toEqual([2, 1]);
    expect(none.map((r) => r.nbHits)).toEqual([2, 1]);
    expect(stop.some((r) => r.processed === false)).toBe(false);
  });

  it('strategy none runs every query even when the first has enough', async () => {
    const res = await results({
      requests: [
        { indexName: 'cities', query: 'san', hitsPerPage: 1 },
        { indexName: 'cities', query: 'morato' },
      ],
      strategy: 'none',
    });
    expect(res.map((r) => r.nbHits)).toEqual([3, 1]);
  });

  it('a facet-value query never stops the sequence and, when skipped, answers no facet hits (CTS mixed requests)', async () => {
    const [facet, hits, skipped] = await results({
      requests: [
        { indexName: 'cities', type: 'facet', facet: 'country' },
        { indexName: 'cities', query: 'san', hitsPerPage: 2 },
        { indexName: 'cities', type: 'facet', facet: 'country', facetQuery: 'U' },
      ],
      strategy: 'stopIfEnoughMatches',
    });
    expect(facet!.facetHits).toHaveLength(3);
    expect(hits).toMatchObject({ nbHits: 3 });
    expect(skipped).toMatchObject({ processed: false, facetHits: [] });
  });
});

describe('refusals', () => {
  it('an unknown strategy is 400 naming the parameter', async () => {
    await expect(results({ requests: [{ indexName: 'cities', query: 'san' }], strategy: 'firstMatch' as never })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('"strategy"'),
    });
  });

  it("more than 50 queries in one request is Algolia's 400 (up to 50 queries per multi-query request)", async () => {
    const requests = Array.from({ length: 51 }, () => ({ indexName: 'cities', query: 'san' }));
    await expect(results({ requests })).rejects.toMatchObject({ status: 400, message: 'Too many queries in multi query request' });
    expect(await results({ requests: requests.slice(0, 50) })).toHaveLength(50);
  });

  it('Recommend answers the same 400 to more than 50 requests', async () => {
    const requests = Array.from({ length: 51 }, () => ({ indexName: 'cities', objectID: '1', model: 'related-products' as const, threshold: 0 }));
    const recommend = reader.initRecommend({ options: hosts(twin.port) });
    await expect(recommend.getRecommendations({ requests })).rejects.toMatchObject({ status: 400, message: 'Too many queries in multi query request' });
  });
});
