import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlgoliaTwin, type AlgoliaTwin } from './server';

// Contract cases of query processing through algoliasearch v5 (docs/requirements/search.md#stop-words-in-records,
// docs/requirements/search.md#query-length, decision 1052), as Algolia documents them: removeStopWords
// removes stop words from the query, never from records; a query over 512 bytes is refused with 400.
let twin: AlgoliaTwin;
let admin: Algoliasearch;
let reader: Algoliasearch;
const hosts = (port: number) => ({ hosts: [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }] });
const ids = (res: { hits: unknown[] }) => (res.hits as Array<{ objectID: string }>).map((h) => h.objectID).sort();

beforeAll(async () => {
  twin = await startAlgoliaTwin({ port: 0, appId: 'APP', searchKey: 'search', adminKey: 'admin' });
  admin = algoliasearch('APP', 'admin', hosts(twin.port));
  reader = algoliasearch('APP', 'search', hosts(twin.port));
  for (const [indexName, language, objects] of [
    [
      'de',
      'de',
      [
        { objectID: 'd1', title: 'Maschinen für Autoschlüssel' },
        { objectID: 'd2', title: 'Maschinen für Zylinderschlüssel und Werkstätten' },
        { objectID: 'd3', title: 'Rohlinge für die Maschinen' },
        { objectID: 'd4', title: 'Zubehör und Ersatzteile' },
      ],
    ],
    [
      'fr',
      'fr',
      [
        { objectID: 'f1', title: 'Machine à reproduire les clés plates' },
        { objectID: 'f2', title: 'Machine électronique pour les clés de voiture' },
        { objectID: 'f3', title: 'Accueil' },
      ],
    ],
  ] as const) {
    await admin.setSettings({
      indexName,
      indexSettings: { searchableAttributes: ['title'], indexLanguages: [language], queryLanguages: [language], removeStopWords: true, ignorePlurals: true },
    });
    await admin.saveObjects({ indexName, objects: [...objects] });
  }
});
afterAll(() => twin.close());

const search = (indexName: string, query: string, extra: Record<string, unknown> = {}) =>
  reader.searchSingleIndex({ indexName, searchParams: { query, ...extra } });

describe('stop words stay in records; removeStopWords applies to the query (api-parameters/removeStopWords)', () => {
  it('"maschinen für" (the stop word being typed) finds what "maschinen" finds', async () => {
    const plain = ids(await search('de', 'maschinen'));
    expect(plain).toEqual(['d1', 'd2', 'd3']);
    expect(ids(await search('de', 'maschinen für'))).toEqual(plain);
  });

  it('a stop word alone, or in a phrase, matches the records that hold it', async () => {
    expect(ids(await search('de', 'für'))).toEqual(['d1', 'd2', 'd3']);
    expect(ids(await search('de', '"für die"', { advancedSyntax: true }))).toEqual(['d3']);
    expect(ids(await search('de', 'und'))).toEqual(['d2', 'd4']);
  });

  it('"machine à reproduire les clés" finds the machine, not only pages sharing a stop word', async () => {
    const res = await search('fr', 'machine à reproduire les clés');
    expect(ids(res)).toEqual(['f1']);
    expect(ids(await search('fr', 'machine pour les clés'))).toEqual(['f1', 'f2']);
  });

  it('without removeStopWords a stop word of the query is a word like any other', async () => {
    expect(ids(await search('de', 'maschinen und autoschlüssel', { removeStopWords: false }))).toEqual([]);
    expect(ids(await search('de', 'maschinen und autoschlüssel', { removeStopWords: true }))).toEqual(['d1']);
    // The last word is a prefix being typed: kept, as Algolia keeps it.
    expect(ids(await search('de', 'maschinen und'))).toEqual(['d2']);
  });
});

describe('query length (Algolia: at most 512 bytes)', () => {
  const message = 'Invalid value for "query" parameter, expected string shorter than 512 bytes';

  it("a query of 513 bytes is refused with 400 and Algolia's message; 512 bytes are answered", async () => {
    await expect(search('de', 'a'.repeat(513))).rejects.toMatchObject({ status: 400, message });
    expect((await search('de', 'a'.repeat(512))).nbHits).toBe(0);
  });

  it('bytes count, not characters: 200 characters of 3 bytes are refused', async () => {
    await expect(search('de', '鍵'.repeat(200))).rejects.toMatchObject({ status: 400, message });
    // 171 x 3 = 513 bytes; 170 x 3 = 510 pass.
    await expect(search('de', 'ü'.repeat(257))).rejects.toMatchObject({ status: 400 });
    expect((await search('de', '鍵'.repeat(170))).nbHits).toBe(0);
  });

  it('in a multi-query request the over-long query fails the request', async () => {
    await expect(
      reader.search({
        requests: [
          { indexName: 'de', query: 'maschinen' },
          { indexName: 'de', query: 'x'.repeat(600) },
        ],
      }),
    ).rejects.toMatchObject({ status: 400, message });
  });
});
