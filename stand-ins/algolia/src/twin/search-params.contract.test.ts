import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlgoliaTwin, type AlgoliaTwin } from './server';

// Search parameters as Algolia's common test suite drives them (api-clients-automation tests/CTS,
// search requests) and as its API reference documents the answers (decision 1054): the filter
// grammar, highlighting with "*", responseFields, the params echo, and index settings sent as
// search parameters (accepted, or refused as an unsupported feature with 400 naming it).
let twin: AlgoliaTwin;
let admin: Algoliasearch;
let reader: Algoliasearch;
const hosts = (port: number) => ({ hosts: [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }] });
const ids = (res: { hits: unknown[] }) => (res.hits as Array<{ objectID: string }>).map((h) => h.objectID).sort();

beforeAll(async () => {
  twin = await startAlgoliaTwin({ port: 0, appId: 'APP', searchKey: 'search', adminKey: 'admin' });
  admin = algoliasearch('APP', 'admin', hosts(twin.port));
  reader = algoliasearch('APP', 'search', hosts(twin.port));
  await admin.setSettings({
    indexName: 'cts',
    indexSettings: { searchableAttributes: ['name', 'brand.name'], attributesForFaceting: ['brand.name', 'color', 'tags'], indexLanguages: ['en'] },
  });
  await admin.saveObjects({
    indexName: 'cts',
    objects: [
      { objectID: '1', name: 'Futura Pro', brand: { name: 'Silca Spa' }, color: 'dark blue', tags: ['machine'] },
      { objectID: '2', name: 'Futura Auto', brand: { name: 'Keyline' }, color: 'red', tags: ['machine'] },
      { objectID: '3', name: 'Bravo', brand: { name: 'Silca Spa' }, color: 'green', tags: ['blank'] },
    ],
  });
});
afterAll(() => twin.close());

const search = (searchParams: Record<string, unknown>) => reader.searchSingleIndex({ indexName: 'cts', searchParams: searchParams as never });

describe('filter grammar (api-parameters/filters, facetFilters)', () => {
  it('quoted values with spaces, joined by OR, and facetFilters OR groups', async () => {
    expect(ids(await search({ query: '', filters: 'color:"dark blue" OR color:red' }))).toEqual(['1', '2']);
    expect(ids(await search({ query: '', filters: '(color:"dark blue" OR color:green) AND brand.name:"Silca Spa"' }))).toEqual(['1', '3']);
    expect(ids(await search({ query: '', facetFilters: [['color:red', 'color:green'], 'tags:machine'] }))).toEqual(['2']);
    expect(ids(await search({ query: '', filters: 'NOT color:red' }))).toEqual(['1', '3']);
  });

  it('a syntax error is 400 with the column, never 200 with no hits', async () => {
    await expect(search({ query: '', filters: 'color:red AND (' })).rejects.toMatchObject({
      status: 400,
      message: 'filters: Unexpected token end of filter expected filter at col 15',
    });
    await expect(search({ query: '', filters: 'color:' })).rejects.toMatchObject({
      status: 400,
      message: 'filters: Unexpected token end of filter expected string at col 6',
    });
    await expect(search({ query: '', filters: 'color:red)' })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('expected end of filter'),
    });
  });
});

describe('answer shape (api-parameters/attributesToHighlight, responseFields)', () => {
  it('attributesToHighlight ["*"] highlights every searchable attribute, nested as the record', async () => {
    const hit = (await search({ query: 'silca', attributesToHighlight: ['*'] })).hits[0] as { _highlightResult?: Record<string, unknown> };
    expect(hit._highlightResult).toMatchObject({
      name: { matchLevel: 'none' },
      brand: { name: { value: '<em>Silca</em> Spa', matchLevel: 'full', matchedWords: ['silca'] } },
    });
    expect(hit._highlightResult).not.toHaveProperty(['brand.name']);
  });

  it('responseFields keeps only the fields listed; "*" keeps all', async () => {
    expect(Object.keys(await search({ query: 'futura', responseFields: ['hits', 'nbHits'] })).sort()).toEqual(['hits', 'nbHits']);
    expect(Object.keys(await search({ query: 'futura', responseFields: ['*'] }))).toEqual(
      expect.arrayContaining(['hits', 'nbHits', 'page', 'params', 'processingTimeMS']),
    );
  });

  it('params echoes the parameters as sent, URL-encoded, arrays as JSON', async () => {
    const res = await search({ query: 'futura', hitsPerPage: 2, facetFilters: ['tags:machine'] });
    expect(new URLSearchParams(res.params ?? '')).toEqual(new URLSearchParams({ query: 'futura', hitsPerPage: '2', facetFilters: '["tags:machine"]' }));
  });
});

describe('index settings sent as search parameters', () => {
  it('renderingContent is accepted and answered back; ignorePlurals takes a list of languages', async () => {
    const renderingContent = { facetOrdering: { facets: { order: ['color'] } } };
    expect((await search({ query: 'futura', renderingContent })).renderingContent).toEqual(renderingContent);
    expect(ids(await search({ query: 'futuras', ignorePlurals: ['en', 'fr'] }))).toEqual(['1', '2']);
  });

  it('ranking and relevancyStrictness below 100 are refused with 400 naming them (features the twin does not implement)', async () => {
    await expect(search({ query: 'futura', ranking: ['typo'] })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('ranking as a search parameter is not supported'),
    });
    await expect(search({ query: 'futura', relevancyStrictness: 90 })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('relevancyStrictness'),
    });
    expect((await search({ query: 'futura', relevancyStrictness: 100 })).nbHits).toBe(2);
  });

  it('a multi-query request is limited to 50 queries', async () => {
    await expect(reader.search({ requests: Array.from({ length: 51 }, () => ({ indexName: 'cts', query: 'futura' })) })).rejects.toMatchObject({ status: 400 });
    expect((await reader.search({ requests: Array.from({ length: 50 }, () => ({ indexName: 'cts', query: 'futura' })) })).results).toHaveLength(50);
  });
});
