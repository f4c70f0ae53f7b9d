import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlgoliaTwin, type AlgoliaTwin } from './server';

// Contract suite (docs/requirements/architecture.md#stand-in-contracts, decisions 0900-0901): the official algoliasearch v5 client against the
// twin over HTTP, each case from Algolia's public API reference (algolia.com/doc/api-reference/
// api-parameters/<name>, .../rest-api/search/<method>) or the ranking and query-processing guides
// cited in decision 0900. A case states what Algolia documents; the twin must answer the same.
let twin: AlgoliaTwin;
let admin: Algoliasearch;
let reader: Algoliasearch;
const hosts = (port: number) => ({ hosts: [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }] });
type Hit = { objectID: string } & Record<string, unknown>;
const ids = (res: { hits: unknown[] }) => (res.hits as Hit[]).map((h) => h.objectID);

const PRODUCTS = [
  {
    objectID: 'p1',
    name: 'Futura Pro key machine',
    brand: { name: 'Silca', country: 'IT' },
    price: 12000,
    stock: 4,
    tags: ['machine'],
    _tags: ['featured'],
    secret: 'cost 7000',
    popularity: 10,
  },
  {
    objectID: 'p2',
    name: 'Futura Auto key machine',
    brand: { name: 'Silca', country: 'IT' },
    price: 9000,
    stock: 0,
    tags: ['machine'],
    secret: 'cost 5000',
    popularity: 30,
  },
  { objectID: 'p3', name: 'HU66 key blank', brand: { name: 'Keyline', country: 'IT' }, price: 3, stock: 500, tags: ['blank'], secret: 'x', popularity: 50 },
  { objectID: 'p4', name: 'Car key remote cover', brand: { name: 'Silca', country: 'IT' }, price: 15, stock: 20, tags: ['remote'], secret: 'x', popularity: 5 },
  {
    objectID: 'p5',
    name: 'Carbide cutter for machines',
    brand: { name: 'Wenger', country: 'CH' },
    price: 150,
    stock: 12,
    tags: ['spare'],
    secret: 'x',
    popularity: 40,
  },
  {
    objectID: 'p6',
    name: 'Remote for the car, key programming',
    brand: { name: 'Ilco', country: 'US' },
    price: 80,
    stock: 3,
    tags: ['remote'],
    secret: 'x',
    popularity: 60,
  },
];

beforeAll(async () => {
  twin = await startAlgoliaTwin({ port: 0, appId: 'APP', searchKey: 'search', adminKey: 'admin' });
  admin = algoliasearch('APP', 'admin', hosts(twin.port));
  reader = algoliasearch('APP', 'search', hosts(twin.port));
  await admin.setSettings({
    indexName: 'products',
    indexSettings: {
      searchableAttributes: ['name', 'brand.name', 'unordered(tags)'],
      attributesForFaceting: ['searchable(brand.name)', 'brand.country', 'tags', 'price', 'stock'],
      customRanking: ['desc(popularity)'],
      unretrievableAttributes: ['secret'],
      indexLanguages: ['en'],
      queryLanguages: ['en'],
      ignorePlurals: true,
    },
  });
  await admin.saveObjects({ indexName: 'products', objects: PRODUCTS });
  await admin.setSettings({ indexName: 'de', indexSettings: { searchableAttributes: ['title'], indexLanguages: ['de'], queryLanguages: ['de'] } });
  await admin.saveObjects({
    indexName: 'de',
    objects: [
      { objectID: 'd1', title: 'Kopiermaschine für Schlüssel' },
      { objectID: 'd2', title: 'Schlüsselkopiermaschine Futura' },
      { objectID: 'd3', title: 'Maschine für Autos' },
    ],
  });
});
afterAll(() => twin.close());

describe('query semantics (api-parameters/queryType, optionalWords, removeWordsIfNoResults, advancedSyntax)', () => {
  it('requires every word, and only the last word is a prefix (queryType prefixLast, the default)', async () => {
    // "car key": car must be a whole word (not card, carbide), key may begin a word.
    expect(ids(await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'car key' } })).sort()).toEqual(['p4', 'p6']);
    expect(ids(await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'car' } })).sort()).toEqual(['p4', 'p5', 'p6']);
    expect((await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'car nothinglikethis' } })).nbHits).toBe(0);
  });
  it('treats every word as a prefix with prefixAll and none with prefixNone', async () => {
    const all = await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'fut mach', queryType: 'prefixAll' } });
    expect(ids(all).sort()).toEqual(['p1', 'p2']);
    const none = await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'futu', queryType: 'prefixNone', typoTolerance: false } });
    expect(none.nbHits).toBe(0);
  });
  it('lets optionalWords be missing and ranks records with more words first (Words criterion)', async () => {
    const res = await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'remote programming', optionalWords: ['programming'] } });
    expect(ids(res)[0]).toBe('p6');
    expect(ids(res)).toContain('p4');
  });
  it('removes words when nothing matches them all only when removeWordsIfNoResults asks', async () => {
    const none = await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'futura zebra' } });
    expect(none.nbHits).toBe(0);
    const last = await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'futura zebra', removeWordsIfNoResults: 'lastWords' } });
    expect(ids(last).sort()).toEqual(['p1', 'p2']);
    const first = await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'zebra blank', removeWordsIfNoResults: 'firstWords' } });
    expect(ids(first)).toEqual(['p3']);
    const any = await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'zebra blank cutter', removeWordsIfNoResults: 'allOptional' } });
    expect(ids(any).sort()).toEqual(['p3', 'p5']);
  });
  it('matches "phrases" and excludes -words with advancedSyntax, ignores both without it', async () => {
    const phrase = await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: '"key machine"', advancedSyntax: true } });
    expect(ids(phrase).sort()).toEqual(['p1', 'p2']);
    const reversed = await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: '"machine key"', advancedSyntax: true } });
    expect(reversed.nbHits).toBe(0);
    const exclude = await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'futura -auto', advancedSyntax: true } });
    expect(ids(exclude)).toEqual(['p1']);
    const plain = await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'futura -auto' } });
    expect(ids(plain)).toEqual(['p2']);
  });
});

describe('typos, plurals and compounds (typo-tolerance guide, ignorePlurals, decompoundQuery)', () => {
  it('allows 1 typo from 4 letters and 2 from 8, none below (minWordSizefor1Typo 4, minWordSizefor2Typos 8)', async () => {
    expect(ids(await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'futira' } })).sort()).toEqual(['p1', 'p2']);
    expect((await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'kez blank' } })).nbHits).toBe(0);
    expect(ids(await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'progrmaming' } }))).toEqual(['p6']);
    // A swapped pair of letters is one typo.
    expect(ids(await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'futrua' } })).sort()).toEqual(['p1', 'p2']);
    expect((await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'futira', typoTolerance: false } })).nbHits).toBe(0);
  });
  it('ranks exact matches before typo matches (Typo criterion first)', async () => {
    await admin.saveObjects({
      indexName: 'typo',
      objects: [
        { objectID: 'a', t: 'cutter', popularity: 100 },
        { objectID: 'b', t: 'cuttee', popularity: 1 },
      ],
    });
    await admin.setSettings({ indexName: 'typo', indexSettings: { customRanking: ['desc(popularity)'] } });
    const res = await reader.searchSingleIndex({ indexName: 'typo', searchParams: { query: 'cuttee', getRankingInfo: true } });
    expect(ids(res)).toEqual(['b', 'a']);
    const min = await reader.searchSingleIndex({ indexName: 'typo', searchParams: { query: 'cuttee', typoTolerance: 'min' } });
    expect(ids(min)).toEqual(['b']);
  });
  it('matches singular and plural forms with ignorePlurals', async () => {
    expect(ids(await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'machines futura' } })).sort()).toEqual(['p1', 'p2']);
    // Without plurals, "machines" is still "machine" with one typo; without typos either, nothing.
    expect(
      (await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'machines futura', ignorePlurals: false, getRankingInfo: true } }))
        .hits[0]?._rankingInfo?.nbTypos,
    ).toBe(1);
    expect(
      (await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'machines futura', ignorePlurals: false, typoTolerance: false } }))
        .nbHits,
    ).toBe(0);
  });
  it('splits and concatenates words (splitting-and-concatenation guide)', async () => {
    expect(ids(await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'hu 66' } }))).toEqual(['p3']);
    expect(ids(await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'carkey' } })).sort()).toEqual(['p4', 'p6']);
  });
  it('decompounds German query words (decompoundQuery, on by default)', async () => {
    const res = await reader.searchSingleIndex({ indexName: 'de', searchParams: { query: 'schlüsselkopiermaschine' } });
    expect(ids(res).sort()).toEqual(['d1', 'd2']);
    // Without decompounding (and without the split in two words that typo tolerance brings), only the compound itself.
    const off = await reader.searchSingleIndex({
      indexName: 'de',
      searchParams: { query: 'schlüsselkopiermaschine', decompoundQuery: false, typoTolerance: false },
    });
    expect(ids(off)).toEqual(['d2']);
  });
});

describe('ranking (ranking-criteria guide, searchableAttributes, customRanking)', () => {
  it('ranks by attribute order, then custom ranking; unordered attributes ignore the position', async () => {
    await admin.setSettings({ indexName: 'attr', indexSettings: { searchableAttributes: ['title', 'body'], customRanking: ['desc(pop)'] } });
    await admin.saveObjects({
      indexName: 'attr',
      objects: [
        { objectID: 'body', title: 'Other', body: 'futura', pop: 100 },
        { objectID: 'late', title: 'The new futura', body: '', pop: 50 },
        { objectID: 'early', title: 'Futura', body: '', pop: 1 },
      ],
    });
    expect(ids(await reader.searchSingleIndex({ indexName: 'attr', searchParams: { query: 'futura' } }))).toEqual(['early', 'late', 'body']);
    await admin.setSettings({ indexName: 'attr', indexSettings: { searchableAttributes: ['unordered(title)', 'body'], exactOnSingleWordQuery: 'none' } });
    expect(ids(await reader.searchSingleIndex({ indexName: 'attr', searchParams: { query: 'futura' } }))).toEqual(['late', 'early', 'body']);
  });
  it('ranks words close together first (Proximity) and whole words before prefixes (Exact)', async () => {
    await admin.saveObjects({
      indexName: 'prox',
      objects: [
        { objectID: 'far', t: 'key for the best car in town', pop: 9 },
        { objectID: 'near', t: 'car key', pop: 1 },
      ],
    });
    await admin.setSettings({ indexName: 'prox', indexSettings: { customRanking: ['desc(pop)'] } });
    expect(ids(await reader.searchSingleIndex({ indexName: 'prox', searchParams: { query: 'car key' } }))).toEqual(['near', 'far']);
  });
  it('adds optionalFilters scores (Filters criterion) and refuses an unknown ranking criterion', async () => {
    const res = await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'machine', optionalFilters: ['brand.country:CH'] } });
    expect(ids(res)[0]).toBe('p5');
    await expect(admin.setSettings({ indexName: 'products', indexSettings: { ranking: ['typo', 'popularity'] } })).rejects.toMatchObject({ status: 400 });
  });
});

describe('filters and facets (api-parameters/numericFilters, filters, facets, maxValuesPerFacet, sortFacetValuesBy)', () => {
  it('filters numbers with numericFilters and comparisons or ranges in filters', async () => {
    expect(
      ids(await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: '', numericFilters: ['price>=100', 'price<10000'] } })).sort(),
    ).toEqual(['p2', 'p5']);
    expect(
      ids(await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: '', numericFilters: [['stock=0', 'stock=3']] } })).sort(),
    ).toEqual(['p2', 'p6']);
    expect(ids(await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: '', filters: 'price:10 TO 100 AND NOT stock = 20' } }))).toEqual([
      'p6',
    ]);
    // Filters of different types in one OR are refused, as Algolia's parser does (decision 1067).
    await expect(
      reader.searchSingleIndex({ indexName: 'products', searchParams: { query: '', filters: 'stock > 100 OR brand.country:CH' } }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('filters: Different types are not allowed in the same OR.') });
    expect(ids(await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: '', tagFilters: ['featured'] } }))).toEqual(['p1']);
  });
  it('counts nested facets, returns facets_stats, honours maxValuesPerFacet and sortFacetValuesBy', async () => {
    const res = await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: '', facets: ['brand.name', 'price'], maxValuesPerFacet: 2 } });
    expect(res.facets?.['brand.name']).toEqual({ Silca: 3, Ilco: 1 });
    expect(res.facets_stats?.price).toEqual({ min: 3, max: 12000, avg: 21248 / 6, sum: 21248 });
    const alpha = await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: '', facets: ['brand.name'], sortFacetValuesBy: 'alpha' } });
    expect(Object.keys(alpha.facets?.['brand.name'] ?? {})).toEqual(['Ilco', 'Keyline', 'Silca', 'Wenger']);
  });
  it('searches facet values of a searchable() facet, within the query, and refuses other facets', async () => {
    const res = await reader.searchForFacetValues({ indexName: 'products', facetName: 'brand.name', searchForFacetValuesRequest: { facetQuery: 'si' } });
    expect(res.facetHits).toEqual([{ value: 'Silca', highlighted: '<em>Si</em>lca', count: 3 }]);
    const scoped = await reader.searchForFacetValues({
      indexName: 'products',
      facetName: 'brand.name',
      searchForFacetValuesRequest: { facetQuery: '', params: 'query=remote' },
    });
    expect(scoped.facetHits.map((h) => h.value).sort()).toEqual(['Ilco', 'Silca']);
    await expect(
      reader.searchForFacetValues({ indexName: 'products', facetName: 'tags', searchForFacetValuesRequest: { facetQuery: 'm' } }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('responses and records (clickAnalytics, browse, attributesToRetrieve, unretrievableAttributes, partial updates)', () => {
  it('returns a queryID with clickAnalytics only', async () => {
    const withId = await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'futura', clickAnalytics: true } });
    expect(withId.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect((await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'futura' } })).queryID).toBeUndefined();
  });
  it('browses every matching record page by page with a cursor (browseObjects)', async () => {
    const seen: string[] = [];
    let pages = 0;
    await admin.browseObjects<Hit>({
      indexName: 'products',
      browseParams: { hitsPerPage: 2, filters: 'brand.country:IT' },
      aggregator: (res) => {
        pages++;
        seen.push(...res.hits.map((h) => h.objectID));
      },
    });
    expect(pages).toBe(2);
    expect(seen.sort()).toEqual(['p1', 'p2', 'p3', 'p4']);
  });
  it('returns only attributesToRetrieve, never unretrievableAttributes to a search key', async () => {
    const res = await reader.searchSingleIndex({
      indexName: 'products',
      searchParams: { query: 'futura pro', attributesToRetrieve: ['name', 'brand.country'] },
    });
    expect(res.hits[0]).toMatchObject({ objectID: 'p1', name: 'Futura Pro key machine', brand: { country: 'IT' } });
    expect(
      Object.keys(res.hits[0]!)
        .filter((k) => !k.startsWith('_'))
        .sort(),
    ).toEqual(['brand', 'name', 'objectID']);
    const all = await reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'futura pro' } });
    expect(all.hits[0]).not.toHaveProperty('secret');
    const object = await reader.getObject({ indexName: 'products', objectID: 'p1', attributesToRetrieve: ['price', 'secret'] });
    expect(object).toEqual({ objectID: 'p1', price: 12000 });
    expect(await admin.getObject({ indexName: 'products', objectID: 'p1' })).toHaveProperty('secret', 'cost 7000');
  });
  it('applies partial-update operations (Increment, Decrement, Add, Remove, AddUnique, IncrementFrom, IncrementSet)', async () => {
    const update = (attributesToUpdate: Record<string, unknown>, createIfNotExists = true) =>
      admin.partialUpdateObject({ indexName: 'products', objectID: 'p4', attributesToUpdate, createIfNotExists });
    await update({ stock: { _operation: 'Increment', value: 5 }, price: { _operation: 'Decrement', value: 3 } });
    await update({ tags: { _operation: 'Add', value: 'sale' } });
    await update({ tags: { _operation: 'AddUnique', value: 'sale' } });
    await update({ tags: { _operation: 'Remove', value: 'remote' } });
    await update({ version: { _operation: 'IncrementFrom', value: 0 } });
    await update({ version: { _operation: 'IncrementFrom', value: 0 }, name: 'ignored' });
    await update({ revision: { _operation: 'IncrementSet', value: 7 } });
    await update({ revision: { _operation: 'IncrementSet', value: 3 }, name: 'ignored too' });
    const record = await admin.getObject({ indexName: 'products', objectID: 'p4' });
    expect(record).toMatchObject({ stock: 25, price: 12, tags: ['sale'], version: 1, revision: 7, name: 'Car key remote cover' });
    await update({ stock: 1 }, false);
    await admin.partialUpdateObject({ indexName: 'products', objectID: 'nope', attributesToUpdate: { a: 1 }, createIfNotExists: false });
    await expect(admin.getObject({ indexName: 'products', objectID: 'nope' })).rejects.toMatchObject({ status: 404 });
    await expect(update({ stock: { _operation: 'Multiply', value: 2 } })).rejects.toMatchObject({ status: 400 });
  });
});

describe('refusals (what the twin cannot do answers 400 with a message, never silently)', () => {
  it('refuses geo search, neural mode and unknown parameters', async () => {
    await expect(reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'x', aroundLatLng: '45.4, 9.2' } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('geo search'),
    });
    await expect(reader.searchSingleIndex({ indexName: 'products', searchParams: { query: 'x', mode: 'neuralSearch' } })).rejects.toMatchObject({
      status: 400,
    });
    const raw = await fetch(`${twin.url}/1/indexes/products/query`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': 'APP', 'x-algolia-api-key': 'search' },
      body: JSON.stringify({ query: 'x', rankingMagic: 1 }),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({ message: 'Unknown parameter: rankingMagic', status: 400 });
  });
});
