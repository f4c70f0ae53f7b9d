import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAlgoliaTwin, type AlgoliaTwin } from './server';

// Synonyms through the official algoliasearch v5 client (decision 0930): request cases from
// Algolia's clients' shared tests (api-clients-automation tests/CTS/requests/search/
// saveSynonyms.json, searchSynonyms.json) and behaviour from the API reference
// (rest-api/search/save-synonym ... search-synonyms) and the synonyms guides
// (adding-synonyms/in-depth: one-way synonyms, alternative corrections; api-parameters/synonyms,
// alternativesAsExact).
let twin: AlgoliaTwin;
let admin: Algoliasearch;
let reader: Algoliasearch;
const hosts = (port: number) => ({ hosts: [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }] });
type Hit = { objectID: string; _rankingInfo?: { nbTypos: number; nbExactWords: number } };
const INDEX = 'syn';
const search = async (query: string, extra: Record<string, unknown> = {}) =>
  (await reader.searchSingleIndex<Hit>({ indexName: INDEX, searchParams: { query, getRankingInfo: true, ...extra } })).hits as Hit[];
const ids = (hits: Hit[]) => hits.map((h) => h.objectID).sort();

// The CTS case of saveSynonyms, verbatim in content.
const CTS_SYNONYMS = [
  { objectID: 'id1', type: 'synonym' as const, synonyms: ['car', 'vehicule', 'auto'] },
  { objectID: 'id2', type: 'onewaysynonym' as const, input: 'iphone', synonyms: ['ephone', 'aphone', 'yphone'] },
];

beforeAll(async () => {
  twin = await startAlgoliaTwin({ port: 0, appId: 'APP', searchKey: 'search', adminKey: 'admin' });
  admin = algoliasearch('APP', 'admin', hosts(twin.port));
  reader = algoliasearch('APP', 'search', hosts(twin.port));
  await admin.setSettings({ indexName: INDEX, indexSettings: { searchableAttributes: ['name'], indexLanguages: ['en'], exactOnSingleWordQuery: 'word' } });
  await admin.saveObjects({
    indexName: INDEX,
    objects: [
      { objectID: 'car', name: 'Car remote shell' },
      { objectID: 'vehicule', name: 'Vehicule badge holder' },
      { objectID: 'iphone', name: 'iPhone holder' },
      { objectID: 'ephone', name: 'ePhone holder' },
      { objectID: 'split', name: 'Smart Pro programmer' },
      { objectID: 'joined', name: 'Smartpro programmer cable' },
      { objectID: 'key', name: 'Key blank' },
    ],
  });
});
afterAll(() => twin.close());
beforeEach(async () => {
  await admin.clearSynonyms({ indexName: INDEX });
});

describe('synonym routes (rest-api/search: saveSynonym, saveSynonyms, getSynonym, deleteSynonym, clearSynonyms, searchSynonyms)', () => {
  it('saves a batch (the CTS case, forwardToReplicas and replaceExistingSynonyms) and finds it by query, type and page', async () => {
    await admin.saveSynonym({ indexName: INDEX, objectID: 'old', synonymHit: { objectID: 'old', type: 'synonym', synonyms: ['a1', 'b1'] } });
    const saved = await admin.saveSynonyms({ indexName: INDEX, synonymHit: CTS_SYNONYMS, forwardToReplicas: true, replaceExistingSynonyms: true });
    expect(saved).toEqual({ taskID: expect.any(Number), updatedAt: expect.any(String) });
    const all = await admin.searchSynonyms({ indexName: INDEX });
    expect(all.nbHits).toBe(2);
    expect(all.hits).toEqual(CTS_SYNONYMS);
    expect((await admin.searchSynonyms({ indexName: INDEX, searchSynonymsParams: { query: 'vehic' } })).hits.map((h) => h.objectID)).toEqual(['id1']);
    expect((await admin.searchSynonyms({ indexName: INDEX, searchSynonymsParams: { type: 'onewaysynonym' } })).hits.map((h) => h.objectID)).toEqual(['id2']);
    const paged = await admin.searchSynonyms({ indexName: INDEX, searchSynonymsParams: { page: 1, hitsPerPage: 1 } });
    expect(paged).toMatchObject({ nbHits: 2, hits: [{ objectID: 'id2' }] });
  });

  it('saves, reads and deletes one synonym in Algolia shapes; a missing one is a 404', async () => {
    const synonymHit = { objectID: 'id1', type: 'altcorrection1' as const, word: 'keey', corrections: ['key'] };
    expect(await admin.saveSynonym({ indexName: INDEX, objectID: 'id1', synonymHit })).toEqual({
      taskID: expect.any(Number),
      updatedAt: expect.any(String),
      id: 'id1',
    });
    expect(await admin.getSynonym({ indexName: INDEX, objectID: 'id1' })).toEqual(synonymHit);
    expect(await admin.deleteSynonym({ indexName: INDEX, objectID: 'id1' })).toEqual({ taskID: expect.any(Number), deletedAt: expect.any(String) });
    await expect(admin.getSynonym({ indexName: INDEX, objectID: 'id1' })).rejects.toMatchObject({ status: 404 });
    await expect(admin.deleteSynonym({ indexName: INDEX, objectID: 'id1' })).rejects.toMatchObject({ status: 404 });
  });

  it('refuses what it cannot follow with a 400 and saves nothing of a bad batch', async () => {
    await expect(
      admin.saveSynonym({
        indexName: INDEX,
        objectID: 'p',
        synonymHit: { objectID: 'p', type: 'placeholder', placeholder: '<number>', replacements: ['1', '2'] },
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/placeholder/) });
    await expect(
      admin.saveSynonyms({ indexName: INDEX, synonymHit: [CTS_SYNONYMS[0]!, { objectID: 'x', type: 'synonym', synonyms: ['lonely'] }] }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(admin.saveSynonym({ indexName: INDEX, objectID: 'y', synonymHit: { objectID: 'y', type: 'nonsense' as never } })).rejects.toMatchObject({
      status: 400,
    });
    expect((await admin.searchSynonyms({ indexName: INDEX })).nbHits).toBe(0);
  });

  it('answers malformed requests with a 400, never a 500', async () => {
    const send = async (method: string, path: string, body: string) => {
      const res = await fetch(`${twin.url}${path}`, {
        method,
        body,
        headers: { 'X-Algolia-Application-Id': 'APP', 'X-Algolia-API-Key': 'admin', 'Content-Type': 'application/json' },
      });
      return { status: res.status, body: (await res.json()) as { message: string; status: number } };
    };
    expect(await send('POST', `/1/indexes/${INDEX}/synonyms/batch`, '{"objectID":"x"}')).toMatchObject({
      status: 400,
      body: { status: 400, message: expect.stringMatching(/array/) },
    });
    expect((await send('PUT', `/1/indexes/${INDEX}/synonyms/x`, '[{"objectID":"x"}]')).status).toBe(400);
    expect((await send('PUT', `/1/indexes/${INDEX}/settings`, '[1,2]')).status).toBe(400);
    expect((await send('POST', `/1/indexes/${INDEX}/synonyms/batch`, '[1]')).status).toBe(400);
    expect((await send('POST', `/1/indexes/${INDEX}/synonyms/search`, '{"hitsPerPage":-1}')).status).toBe(400);
    expect((await send('POST', `/1/indexes/${INDEX}/rules/batch`, '[{"objectID":"r"}]')).status).toBe(400);
  });

  it('needs editSettings to write and settings to read (the search key has neither)', async () => {
    await expect(reader.saveSynonym({ indexName: INDEX, objectID: 'id1', synonymHit: CTS_SYNONYMS[0]! })).rejects.toMatchObject({ status: 403 });
    await expect(reader.searchSynonyms({ indexName: INDEX })).rejects.toMatchObject({ status: 403 });
  });

  it('keeps synonyms with the index: clearObjects keeps them, a copy with scope synonyms and replaceAllObjects carry them', async () => {
    await admin.saveSynonyms({ indexName: INDEX, synonymHit: CTS_SYNONYMS });
    await admin.operationIndex({ indexName: INDEX, operationIndexParams: { operation: 'copy', destination: 'syn_copy', scope: ['synonyms'] } });
    expect((await admin.searchSynonyms({ indexName: 'syn_copy' })).hits).toEqual(CTS_SYNONYMS);
    await admin.saveObjects({ indexName: 'syn_copy', objects: [{ objectID: 'a', name: 'auto' }] });
    await admin.replaceAllObjects({ indexName: 'syn_copy', objects: [{ objectID: 'b', name: 'Car' }] });
    expect((await admin.searchSynonyms({ indexName: 'syn_copy' })).nbHits).toBe(2);
    expect((await reader.searchSingleIndex({ indexName: 'syn_copy', searchParams: { query: 'vehicule' } })).hits.map((h) => h.objectID)).toEqual(['b']);
  });
});

describe('synonyms at query time (api-parameters/synonyms, alternativesAsExact)', () => {
  it('a multi-way synonym finds every member; synonyms: false turns it off', async () => {
    await admin.saveSynonyms({ indexName: INDEX, synonymHit: CTS_SYNONYMS });
    expect(ids(await search('auto'))).toEqual(['car', 'vehicule']);
    expect(ids(await search('car'))).toEqual(['car', 'vehicule']);
    expect(await search('auto', { synonyms: false })).toEqual([]);
  });

  it('a one-way synonym works from its input only', async () => {
    await admin.saveSynonyms({ indexName: INDEX, synonymHit: CTS_SYNONYMS });
    expect(ids(await search('iphone', { typoTolerance: false }))).toEqual(['ephone', 'iphone']);
    expect(ids(await search('ephone', { typoTolerance: false }))).toEqual(['ephone']);
  });

  it('counts a synonym as no typo; a single-word synonym is exact by default, a multi-word one is not', async () => {
    await admin.saveSynonyms({ indexName: INDEX, synonymHit: CTS_SYNONYMS });
    const single = await search('auto');
    expect(single.map((h) => h._rankingInfo)).toEqual([
      expect.objectContaining({ nbTypos: 0, nbExactWords: 1 }),
      expect.objectContaining({ nbTypos: 0, nbExactWords: 1 }),
    ]);
    const notExact = await search('auto', { alternativesAsExact: ['ignorePlurals'] });
    expect(notExact.map((h) => h._rankingInfo?.nbExactWords)).toEqual([0, 0]);

    // Without a synonym, "smartpro" finds "Smart Pro" as a split word (one typo).
    expect((await search('smartpro')).find((h) => h.objectID === 'split')?._rankingInfo?.nbTypos).toBe(1);
    await admin.saveSynonym({ indexName: INDEX, objectID: 'sp', synonymHit: { objectID: 'sp', type: 'synonym', synonyms: ['smartpro', 'smart pro'] } });
    const hits = await search('smartpro');
    expect(hits.map((h) => h.objectID)).toEqual(['joined', 'split']);
    expect(hits[1]!._rankingInfo).toMatchObject({ nbTypos: 0, nbExactWords: 0 });
    expect(ids(await search('smart pro', { typoTolerance: false }))).toEqual(['joined', 'split']);
  });

  it('an alternative correction counts its typos (altcorrection1: one) even without typo tolerance', async () => {
    await admin.saveSynonym({ indexName: INDEX, objectID: 'ac', synonymHit: { objectID: 'ac', type: 'altcorrection1', word: 'keey', corrections: ['key'] } });
    const hits = await search('keey', { typoTolerance: false });
    expect(hits.map((h) => h.objectID)).toEqual(['key']);
    expect(hits[0]!._rankingInfo).toMatchObject({ nbTypos: 1, nbExactWords: 0 });
  });
});
