import { algoliasearch, type Algoliasearch, type Rule } from 'algoliasearch';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAlgoliaTwin, type AlgoliaTwin } from './server';

// Query rules through the official algoliasearch v5 client (decision 0932): rules taken from
// Algolia's clients' shared tests (api-clients-automation tests/CTS/requests/search/saveRule.json:
// "saveRule with minimal parameters", "... with all parameters", "promote several hits",
// "harry potter", "limit search results", "query match", "merchandising and promoting";
// searchRules.json), behaviour from the API reference (rest-api/search/save-rule ...
// search-rules) and the rules guides (rules-overview, in-depth/rule-matching-algorithm,
// debugging-rules: `promoted` in _rankingInfo and `appliedRules` with getRankingInfo).
let twin: AlgoliaTwin;
let admin: Algoliasearch;
let reader: Algoliasearch;
const hosts = (port: number) => ({ hosts: [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }] });
const INDEX = 'rules';
type Hit = { objectID: string; _rankingInfo?: { promoted?: boolean } };
const run = (query: string, extra: Record<string, unknown> = {}) => reader.searchSingleIndex<Hit>({ indexName: INDEX, searchParams: { query, ...extra } });
const ids = async (query: string, extra: Record<string, unknown> = {}) => (await run(query, extra)).hits.map((h) => h.objectID);

const MINIMAL: Rule = { objectID: 'id1', conditions: [{ pattern: 'apple', anchoring: 'contains' }], consequence: { params: { filters: 'brand:xiaomi' } } };
const ALL_PARAMETERS: Rule = {
  objectID: 'id1',
  conditions: [{ pattern: 'apple', anchoring: 'contains', alternatives: false, context: 'search' }],
  consequence: {
    params: {
      filters: 'brand:apple',
      query: {
        remove: ['algolia'],
        edits: [
          { type: 'remove', delete: 'abc', insert: 'cde' },
          { type: 'replace', delete: 'abc', insert: 'cde' },
        ],
      },
    },
    hide: [{ objectID: '321' }],
    filterPromotes: false,
    userData: { algolia: 'aloglia' },
    promote: [
      { objectID: 'abc', position: 3 },
      { objectIDs: ['abc', 'def'], position: 1 },
    ],
  },
  description: 'test',
  enabled: true,
  validity: [{ from: 1656670273, until: 1656670277 }],
};

beforeAll(async () => {
  twin = await startAlgoliaTwin({ port: 0, appId: 'APP', searchKey: 'search', adminKey: 'admin' });
  admin = algoliasearch('APP', 'admin', hosts(twin.port));
  reader = algoliasearch('APP', 'search', hosts(twin.port));
  await admin.setSettings({
    indexName: INDEX,
    indexSettings: { searchableAttributes: ['title', 'book_id', 'body'], attributesForFaceting: ['brand'], customRanking: ['desc(pop)'] },
  });
  await admin.saveObjects({
    indexName: INDEX,
    objects: [
      { objectID: 'iPhone-12345', title: 'iPhone 12', brand: 'apple', body: 'a phone', pop: 1 },
      { objectID: 'watch-123', title: 'Watch series', brand: 'apple', body: 'a watch', pop: 2 },
      { objectID: 'xiaomi-1', title: 'Xiaomi phone, an apple killer', brand: 'xiaomi', pop: 3 },
      { objectID: 'apple-pie', title: 'Apple pie recipes', brand: 'kitchen', pop: 9 },
      { objectID: 'HP-12345', title: 'Box set of seven books', brand: 'books', book_id: 'hp-box', body: 'Harry Potter', pop: 1 },
      { objectID: 'hp-2', title: 'Harry Potter and the stone', brand: 'books', body: 'article of the week', pop: 5 },
    ],
  });
});
afterAll(() => twin.close());
beforeEach(async () => {
  await admin.clearRules({ indexName: INDEX });
});

describe('rule routes (rest-api/search: saveRule, saveRules, getRule, deleteRule, clearRules, searchRules)', () => {
  it('saves the CTS rules and returns them in Algolia shapes (enabled defaults to true)', async () => {
    expect(await admin.saveRule({ indexName: INDEX, objectID: 'id1', rule: MINIMAL })).toEqual({
      taskID: expect.any(Number),
      updatedAt: expect.any(String),
      objectID: 'id1',
    });
    expect(await admin.getRule({ indexName: INDEX, objectID: 'id1' })).toEqual({ ...MINIMAL, enabled: true });
    await admin.saveRule({ indexName: INDEX, objectID: 'id1', rule: ALL_PARAMETERS, forwardToReplicas: true });
    expect(await admin.getRule({ indexName: INDEX, objectID: 'id1' })).toEqual(ALL_PARAMETERS);
  });

  it('saves a batch (clearExistingRules), searches, deletes and clears; a missing rule is a 404', async () => {
    await admin.saveRule({ indexName: INDEX, objectID: 'old', rule: { objectID: 'old', consequence: { userData: { a: 1 } } } });
    const zorro: Rule = {
      objectID: 'qr-1',
      conditions: [{ pattern: 'zorro', anchoring: 'contains' }],
      consequence: { promote: [{ objectIDs: ['hp-2'], position: 0 }], filterPromotes: true },
      description: 'test_rule',
    };
    expect(await admin.saveRules({ indexName: INDEX, rules: [MINIMAL, zorro], clearExistingRules: true })).toEqual({
      taskID: expect.any(Number),
      updatedAt: expect.any(String),
    });
    const found = await admin.searchRules({ indexName: INDEX, searchRulesParams: { query: 'zorro' } });
    expect(found).toEqual({ hits: [{ ...zorro, enabled: true }], nbHits: 1, page: 0, nbPages: 1 });
    expect((await admin.searchRules({ indexName: INDEX })).nbHits).toBe(2);
    expect(await admin.deleteRule({ indexName: INDEX, objectID: 'qr-1' })).toEqual({ taskID: expect.any(Number), deletedAt: expect.any(String) });
    await expect(admin.getRule({ indexName: INDEX, objectID: 'qr-1' })).rejects.toMatchObject({ status: 404 });
    await admin.clearRules({ indexName: INDEX });
    expect((await admin.searchRules({ indexName: INDEX })).nbHits).toBe(0);
  });

  it('refuses at save time, with a 400, what it cannot apply, and keeps nothing of the batch', async () => {
    const automatic: Rule = {
      objectID: 'director-rule',
      conditions: [{ pattern: 'director', anchoring: 'contains' }],
      consequence: { params: { automaticFacetFilters: [{ facet: 'director' }] } },
    };
    // An automatic facet filter needs its facet as a placeholder of a pattern.
    await expect(admin.saveRules({ indexName: INDEX, rules: [MINIMAL, automatic] })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/automaticFacetFilters/),
    });
    await expect(
      admin.saveRule({ indexName: INDEX, objectID: 'r', rule: { objectID: 'r', consequence: { redirect: { indexName: 'other' } } } }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/not supported/) });
    await expect(
      admin.saveRule({
        indexName: INDEX,
        objectID: 'a',
        rule: { objectID: 'a', conditions: [{ pattern: 'x', anchoring: 'contains', alternatives: true }], consequence: { userData: {} } },
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      admin.saveRule({ indexName: INDEX, objectID: 'v', rule: { objectID: 'v', consequence: { userData: {} }, validity: [{ from: 'yesterday' as never }] } }),
    ).rejects.toMatchObject({ status: 400 });
    expect((await admin.searchRules({ indexName: INDEX })).nbHits).toBe(0);
  });

  it('needs editSettings to write and settings to read; a copy with scope rules and replaceAllObjects carry them', async () => {
    await expect(reader.saveRule({ indexName: INDEX, objectID: 'id1', rule: MINIMAL })).rejects.toMatchObject({ status: 403 });
    await expect(reader.searchRules({ indexName: INDEX })).rejects.toMatchObject({ status: 403 });
    await admin.saveRule({ indexName: INDEX, objectID: 'id1', rule: MINIMAL });
    await admin.operationIndex({ indexName: INDEX, operationIndexParams: { operation: 'copy', destination: 'rules_copy', scope: ['rules', 'settings'] } });
    await admin.replaceAllObjects({
      indexName: 'rules_copy',
      objects: [
        { objectID: 'x', title: 'apple', brand: 'xiaomi' },
        { objectID: 'y', title: 'apple', brand: 'apple' },
      ],
    });
    expect((await reader.searchSingleIndex({ indexName: 'rules_copy', searchParams: { query: 'apple' } })).hits.map((h) => h.objectID)).toEqual(['x']);
  });
});

describe('rules at query time (rules-overview, rule-matching-algorithm)', () => {
  it('adds the consequence filters where the pattern matches (CTS minimal rule); enableRules: false turns rules off', async () => {
    await admin.saveRule({ indexName: INDEX, objectID: 'id1', rule: MINIMAL });
    expect(await ids('apple')).toEqual(['xiaomi-1']);
    expect((await ids('apple', { enableRules: false })).sort()).toEqual(['apple-pie', 'xiaomi-1']);
    expect(await ids('harry')).toEqual(['hp-2', 'HP-12345']);
  });

  it('applies nothing outside the validity period or without the rule context', async () => {
    await admin.saveRule({ indexName: INDEX, objectID: 'id1', rule: ALL_PARAMETERS });
    expect((await ids('apple', { ruleContexts: ['search'] })).sort()).toEqual(['apple-pie', 'xiaomi-1']);
    const now = Math.floor(Date.now() / 1000);
    await admin.saveRule({ indexName: INDEX, objectID: 'id1', rule: { ...ALL_PARAMETERS, validity: [{ from: now - 60, until: now + 3600 }] } });
    expect((await ids('apple')).sort()).toEqual(['apple-pie', 'xiaomi-1']);
    const res = await run('apple', { ruleContexts: ['search'] });
    // brand:apple filter: neither record holding "apple" is an Apple product; the promoted ids do not exist.
    expect(res.hits).toEqual([]);
    expect(res.userData).toEqual([{ algolia: 'aloglia' }]);
  });

  it('pins promoted records at their position, matching the query or not (CTS "promote several hits"), and marks them', async () => {
    await admin.saveRule({
      indexName: INDEX,
      objectID: 'Promote-Apple-Newest',
      rule: {
        objectID: 'Promote-Apple-Newest',
        conditions: [{ pattern: 'apple', anchoring: 'is' }],
        consequence: { promote: [{ objectIDs: ['iPhone-12345', 'watch-123'], position: 0 }] },
      },
    });
    const res = await run('apple', { getRankingInfo: true });
    expect(res.hits.map((h) => h.objectID)).toEqual(['iPhone-12345', 'watch-123', 'apple-pie', 'xiaomi-1']);
    expect(res.hits.map((h) => h._rankingInfo?.promoted ?? false)).toEqual([true, true, false, false]);
    expect(res.nbHits).toBe(4);
    expect(res.appliedRules).toEqual([{ objectID: 'Promote-Apple-Newest' }]);
    // anchoring "is": "apple pie" does not trigger it.
    expect(await ids('apple pie')).toEqual(['apple-pie']);
  });

  it('filterPromotes keeps only promoted records passing the filters; hide removes records', async () => {
    await admin.saveRules({
      indexName: INDEX,
      rules: [
        {
          objectID: 'p',
          conditions: [{ pattern: 'phone', anchoring: 'contains' }],
          consequence: { promote: [{ objectID: 'watch-123', position: 0 }], filterPromotes: true, hide: [{ objectID: 'xiaomi-1' }] },
        },
      ],
    });
    expect(await ids('phone')).toEqual(['watch-123', 'iPhone-12345']);
    expect(await ids('phone', { filters: 'brand:xiaomi' })).toEqual([]);
  });

  it('returns userData (CTS "harry potter") and edits the query (CTS "limit search results")', async () => {
    await admin.saveRules({
      indexName: INDEX,
      rules: [
        {
          objectID: 'harry-potter-rule',
          conditions: [{ pattern: 'harry potter', anchoring: 'contains' }],
          consequence: { userData: { promo_content: '20% OFF on all Harry Potter books!' } },
        },
        {
          objectID: 'article-rule',
          conditions: [{ pattern: 'article', anchoring: 'startsWith' }],
          consequence: { params: { query: { edits: [{ type: 'remove', delete: 'article' }] }, restrictSearchableAttributes: ['title', 'book_id'] } },
        },
        {
          objectID: 'replace',
          conditions: [{ pattern: 'telephone', anchoring: 'is' }],
          consequence: { params: { query: { edits: [{ type: 'replace', delete: 'telephone', insert: 'phone' }] } } },
        },
      ],
    });
    const hp = await run('harry potter box');
    expect(hp.userData).toEqual([{ promo_content: '20% OFF on all Harry Potter books!' }]);
    // "article harry" searches "harry" in title and book_id only: the record with "harry" in its body is out.
    expect(await ids('article harry')).toEqual(['hp-2']);
    expect((await run('harry')).userData).toBeUndefined();
    expect((await ids('telephone')).sort()).toEqual(['iPhone-12345', 'xiaomi-1']);
  });

  it('turns a {facet:...} placeholder into facet filters and removes its words (CTS "query match")', async () => {
    const tagged: Rule = {
      objectID: 'tagged-brand-rule',
      conditions: [{ pattern: 'brand: {facet:brand}', anchoring: 'contains', alternatives: false }],
      consequence: { params: { automaticFacetFilters: [{ facet: 'brand' }], query: { remove: ['brand:', '{facet:brand}'] } } },
      description: 'filter on brand: {brand}',
    };
    await admin.saveRule({ indexName: INDEX, objectID: 'tagged-brand-rule', rule: tagged });
    const res = await run('brand: apple', { getRankingInfo: true });
    expect(res.hits.map((h) => h.objectID).sort()).toEqual(['iPhone-12345', 'watch-123']);
    expect(res.appliedRules).toEqual([{ objectID: 'tagged-brand-rule' }]);
    // "brand: nokia" names no facet value: the rule does not apply, and no record has both words.
    expect(await ids('brand: nokia')).toEqual([]);
  });

  it('turns a placeholder into optional filters (automaticOptionalFacetFilters)', async () => {
    await admin.saveRule({
      indexName: INDEX,
      objectID: 'boost',
      rule: {
        objectID: 'boost',
        conditions: [{ pattern: '{facet:brand}', anchoring: 'contains' }],
        consequence: { params: { automaticOptionalFacetFilters: [{ facet: 'brand', score: 2 }], query: { remove: ['{facet:brand}'] } } },
      },
    });
    // "apple phone": the brand word goes, and Apple's phone ranks above the other phone (Filters criterion).
    // (No typos: "iPhone" must not match "phone" in the title.) Without the rule "phone" in a title ranks first.
    expect(await ids('apple phone', { typoTolerance: false })).toEqual(['iPhone-12345', 'xiaomi-1']);
    expect(await ids('phone', { typoTolerance: false, enableRules: false })).toEqual(['xiaomi-1', 'iPhone-12345']);
    expect(await ids('apple phone', { enableRules: false })).toEqual(['xiaomi-1']);
  });
});
