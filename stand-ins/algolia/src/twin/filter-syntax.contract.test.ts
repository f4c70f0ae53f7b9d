import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import recorded from './fixtures/algolia-filter-syntax.json' with { type: 'json' };
import { startAlgoliaTwin, type AlgoliaTwin } from './server';

// The twin's `filters` grammar and messages held against Algolia's (decision 1067), through
// algoliasearch v5: the cases of Algolia's own port of its filters parser (its test suite, whose
// messages the API answers after "filters: ") and the API's answers recorded in public issues.
let twin: AlgoliaTwin;
let reader: Algoliasearch;
const hosts = (port: number) => ({ hosts: [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }] });

beforeAll(async () => {
  twin = await startAlgoliaTwin({ port: 0, appId: 'APP', searchKey: 'search', adminKey: 'admin' });
  const admin = algoliasearch('APP', 'admin', hosts(twin.port));
  reader = algoliasearch('APP', 'search', hosts(twin.port));
  await admin.setSettings({ indexName: 'grammar', indexSettings: { attributesForFaceting: ['name', 'type', 'color'] } });
  await admin.saveObjects({
    indexName: 'grammar',
    objects: [
      { objectID: '1', name: 'value', type: 'a', num: 200, _tags: ['a', 'tag'], color: 'dark blue' },
      { objectID: '2', name: 'other', type: 'c', num: 5, _tags: ['b'], color: 'red' },
      { objectID: '3', name: 'value with: colon', type: 'b', num: 300, _tags: ['c', 'd'], color: 'red' },
    ],
  });
});
afterAll(() => twin.close());

/** The status and message of a refused search, or the hits' ids of an answered one. */
async function answer(filters: string): Promise<{ status: number; message: string } | string[]> {
  try {
    const res = await reader.searchSingleIndex({ indexName: 'grammar', searchParams: { query: '', filters } });
    return (res.hits as Array<{ objectID: string }>).map((h) => h.objectID).sort();
  } catch (error) {
    const e = error as { status: number; message: string };
    return { status: e.status, message: e.message };
  }
}

describe("filters refused with the message of Algolia's parser", () => {
  it.each(recorded.suite.cases.map((c) => [c.filters, c.message]))('%j', async (filters, message) => {
    expect(await answer(filters)).toEqual({ status: 400, message: `filters: ${message}` });
  });
});

describe('filters answered by the API, as recorded', () => {
  it.each(recorded.api.map((c) => [c.filters, c]))('%j', async (filters, c) => {
    expect(await answer(filters)).toEqual({ status: c.status, message: c.message });
  });
});

describe("filters Algolia's parser reads", () => {
  it.each(recorded.suite_valid.cases)('%j is answered', async (filters) => {
    expect(Array.isArray(await answer(filters))).toBe(true);
  });

  it('OR binds tighter than AND (a conjunction of disjunctions); operators in capitals only', async () => {
    // Read as a AND (b OR c): record 1 has tag a but neither b nor c.
    expect(await answer('a AND b OR c')).toEqual([]);
    expect(await answer('a OR b AND tag')).toEqual(['1']);
    expect(await answer('num:100 TO 250 AND NOT type:c')).toEqual(['1']);
    expect(await answer("color:'dark blue' OR color:red")).toEqual(['1', '2', '3']);
    expect(await answer('name:"value with: colon"')).toEqual(['3']);
  });

  it('optional filter scores are refused naming the feature (the twin does not follow them)', async () => {
    expect(await answer('a<score=789>')).toEqual({ status: 400, message: expect.stringContaining('optional filter scores') });
  });
});
