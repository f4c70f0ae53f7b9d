import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import algoliasearchHelper, { type AlgoliaSearchHelper, type SearchResults } from 'algoliasearch-helper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlgoliaTwin, type AlgoliaTwin } from './server';

// InstantSearch's state layer, algoliasearch-helper 3 over the official algoliasearch v5 client,
// against the twin (decision 0933): the requests a refinement list, a numeric range with
// facets_stats, a searchable refinement list and pagination send, and the results the helper
// builds from the answers (its README and reference: addDisjunctiveFacetRefinement,
// addNumericRefinement, getFacetStats, searchForFacetValues, setPage).
let twin: AlgoliaTwin;
let client: Algoliasearch;
const hosts = (port: number) => ({ hosts: [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }] });
const INDEX = 'helper';
type Product = { objectID: string; name: string; brand: string; type: string; price: number };

const PRODUCTS: Product[] = [
  { objectID: 'p1', name: 'Futura Pro key machine', brand: 'Silca', type: 'machine', price: 12000 },
  { objectID: 'p2', name: 'Futura Auto key machine', brand: 'Silca', type: 'machine', price: 9000 },
  { objectID: 'p3', name: 'Bravo key machine', brand: 'Silca', type: 'machine', price: 2500 },
  { objectID: 'p4', name: 'Key blank HU66', brand: 'Keyline', type: 'blank', price: 3 },
  { objectID: 'p5', name: 'Key blank UL050', brand: 'Keyline', type: 'blank', price: 2 },
  { objectID: 'p6', name: 'Key cutter', brand: 'Wenger', type: 'spare', price: 150 },
  { objectID: 'p7', name: 'Key remote shell', brand: 'Silicon Keys', type: 'remote', price: 15 },
];

beforeAll(async () => {
  twin = await startAlgoliaTwin({ port: 0, appId: 'APP', searchKey: 'search', adminKey: 'admin' });
  const admin = algoliasearch('APP', 'admin', hosts(twin.port));
  await admin.setSettings({
    indexName: INDEX,
    indexSettings: { searchableAttributes: ['name', 'brand'], attributesForFaceting: ['searchable(brand)', 'type', 'price'], customRanking: ['desc(price)'] },
  });
  await admin.saveObjects({ indexName: INDEX, objects: PRODUCTS });
  client = algoliasearch('APP', 'search', hosts(twin.port));
});
afterAll(() => twin.close());

/** One search of the helper, resolved with its results (the 'result' event), rejected on 'error'. */
function results(helper: AlgoliaSearchHelper): Promise<SearchResults> {
  return new Promise((resolve, reject) => {
    helper.once('result', ({ results: r }) => resolve(r));
    helper.once('error', ({ error }) => reject(error));
    helper.search();
  });
}

const helperFor = (params: Parameters<typeof algoliasearchHelper>[2]) => algoliasearchHelper(client as never, INDEX, params);

describe('algoliasearch-helper against the twin', () => {
  it('a disjunctive refinement list: hits of the chosen brand, counts of every brand', async () => {
    const helper = helperFor({ disjunctiveFacets: ['brand'], facets: ['type'], query: 'key' });
    helper.addDisjunctiveFacetRefinement('brand', 'Keyline');
    const r = await results(helper);
    expect(r.hits.map((h) => h.objectID).sort()).toEqual(['p4', 'p5']);
    const brands = r.getFacetValues('brand', { sortBy: ['name:asc'] }) as Array<{ name: string; count: number; isRefined: boolean }>;
    expect(brands.map((b) => [b.name, b.count, b.isRefined])).toEqual([
      ['Keyline', 2, true],
      ['Silca', 3, false],
      ['Silicon Keys', 1, false],
      ['Wenger', 1, false],
    ]);
    // The conjunctive facet counts only what the refinement leaves.
    expect((r.getFacetValues('type', {}) as Array<{ name: string; count: number }>).map((t) => [t.name, t.count])).toEqual([['blank', 2]]);
  });

  it('a numeric refinement filters, and facets_stats give the range', async () => {
    const helper = helperFor({ facets: ['price'] });
    helper.addNumericRefinement('price', '>=', 100).addNumericRefinement('price', '<=', 10000);
    const r = await results(helper);
    expect(r.hits.map((h) => h.objectID).sort()).toEqual(['p2', 'p3', 'p6']);
    const stats = r.getFacetStats('price') as { min: number; max: number; avg: number; sum: number };
    expect(stats).toMatchObject({ min: 150, max: 9000, sum: 11650 });
    expect(stats.avg).toBeCloseTo(3883.33, 2);
  });

  it('searches facet values of a searchable facet, marking refined ones', async () => {
    const helper = helperFor({ disjunctiveFacets: ['brand'] });
    helper.addDisjunctiveFacetRefinement('brand', 'Silca');
    const { facetHits } = await helper.searchForFacetValues('brand', 'sil', 10);
    expect(facetHits.map((h) => [h.value, h.count, h.isRefined])).toEqual([
      ['Silca', 3, true],
      ['Silicon Keys', 1, false],
    ]);
    expect(facetHits[0]!.highlighted).toBe('<em>Sil</em>ca');
    // A facet not declared searchable: Algolia's 400, through the helper.
    await expect(helperFor({ facets: ['type'] }).searchForFacetValues('type', 'ma', 10)).rejects.toMatchObject({ status: 400 });
  });

  it('paginates: pages hold different hits and report the totals', async () => {
    const helper = helperFor({ hitsPerPage: 3, query: 'key' });
    const first = await results(helper);
    expect([first.nbHits, first.nbPages, first.page, first.hits.length]).toEqual([7, 3, 0, 3]);
    const last = await results(helper.setPage(2));
    expect([last.page, last.hits.length]).toEqual([2, 1]);
    const second = await results(helper.setPage(1));
    const seen = [...first.hits, ...second.hits, ...last.hits].map((h) => h.objectID);
    expect(new Set(seen).size).toBe(7);
    // "key" as the first word ranks first (Attribute criterion), then customRanking desc(price).
    expect(seen).toEqual(['p6', 'p7', 'p4', 'p5', 'p3', 'p1', 'p2']);
  });
});
