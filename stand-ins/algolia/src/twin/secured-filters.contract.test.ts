import { algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSecuredKeys, type SecuredKeyHelpers } from '@silca/search';
import { startAlgoliaTwin, type AlgoliaTwin } from './server';

// Secured API keys' forced filters against the query's, through the official algoliasearch v5
// client (docs/requirements/search.md#filters-combine-parsed, decision 1005). Algolia documents a
// secured key's `filters` as "filters that apply to every search made with the secured API key;
// extra filters added at search time will be combined with AND", and its `searchParams` as
// "search parameters that are always applied when using this API key". Each of the four filter
// parameters is tried as the key's restriction, then widened, escaped and narrowed by the query.
let twin: AlgoliaTwin;
let admin: ReturnType<typeof algoliasearch> & SecuredKeyHelpers;
const INDEX = 'extranet_en';
const hosts = (port: number) => ({ hosts: [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }] });
const client = (key: string) => algoliasearch('APP', key, hosts(twin.port));
const ids = (res: { hits: Array<{ objectID: string }> }) => res.hits.map((h) => h.objectID).sort();

/** The status and message of a rejected client call (algoliasearch's ApiError). */
async function failure(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await call;
  } catch (error) {
    const e = error as { status?: number; message?: string };
    return { status: e.status ?? 0, message: e.message ?? '' };
  }
  throw new Error('the call succeeded');
}

beforeAll(async () => {
  twin = await startAlgoliaTwin({ port: 0, appId: 'APP', searchKey: 'search-key', adminKey: 'admin-key' });
  admin = withSecuredKeys(client('admin-key'));
  await admin.setSettings({
    indexName: INDEX,
    indexSettings: { searchableAttributes: ['title'], attributesForFaceting: ['filterOnly(roles)', 'searchable(type)'] },
  });
  await admin.saveObjects({
    indexName: INDEX,
    objects: [
      { objectID: 'e1', title: 'Partner price list', roles: ['partner'], type: 'download', level: 1, _tags: ['partner'] },
      { objectID: 'e2', title: 'Listino agenti price', roles: ['bu-italia'], type: 'download', level: 5, _tags: ['bu-italia'] },
      { objectID: 'e3', title: 'Partner price news', roles: ['partner'], type: 'news', level: 2, _tags: ['partner', 'news'] },
    ],
  });
});
afterAll(() => twin.close());

/** The partner's restriction written in each of the four parameters: all three give e1 and e3. */
const RESTRICTIONS = {
  filters: { filters: 'roles:partner' },
  facetFilters: { searchParams: { facetFilters: ['roles:partner'] } },
  numericFilters: { searchParams: { numericFilters: ['level<3'] } },
  tagFilters: { searchParams: { tagFilters: ['partner'] } },
} as const;

/** What a query sends to widen each parameter back to BU Italia's record (OR groups). */
const WIDEN = {
  filters: { filters: 'roles:partner OR roles:bu-italia' },
  facetFilters: { facetFilters: [['roles:partner', 'roles:bu-italia']] },
  numericFilters: { numericFilters: [['level<3', 'level>=3']] },
  tagFilters: { tagFilters: [['partner', 'bu-italia']] },
};

/** Legitimate narrowing in each parameter: only e3. */
const NARROW = {
  filters: { filters: 'type:news' },
  facetFilters: { facetFilters: ['type:news'] },
  numericFilters: { numericFilters: ['level>=2'] },
  tagFilters: { tagFilters: ['news'] },
};

describe.each(Object.keys(RESTRICTIONS) as Array<keyof typeof RESTRICTIONS>)('a secured key restricted by %s', (kind) => {
  const key = () => client(admin.generateSecuredApiKey({ parentApiKey: 'search-key', restrictions: { ...RESTRICTIONS[kind], restrictIndices: [INDEX] } }));

  it('shows only what the key allows', async () => {
    expect(ids(await key().searchSingleIndex({ indexName: INDEX, searchParams: { query: 'price' } }))).toEqual(['e1', 'e3']);
  });

  it("refuses the text escape `roles:x) OR (roles:bu-italia` with a 400 and Algolia's message, not BU Italia records", async () => {
    const escape = await failure(key().searchSingleIndex({ indexName: INDEX, searchParams: { query: 'price', filters: 'roles:x) OR (roles:bu-italia' } }));
    expect(escape).toEqual({ status: 400, message: "filters: Unexpected token ')' expected end of filter at col 7" });
    // The same through a multi-index search and a search for facet values.
    expect((await failure(key().search({ requests: [{ indexName: INDEX, query: 'price', filters: 'roles:x) OR (roles:bu-italia' }] }))).status).toBe(400);
    expect(
      (
        await failure(
          key().searchForFacetValues({
            indexName: INDEX,
            facetName: 'type',
            searchForFacetValuesRequest: { facetQuery: '', params: `filters=${encodeURIComponent('roles:x) OR (roles:bu-italia')}` },
          }),
        )
      ).status,
    ).toBe(400);
  });

  it.each(Object.keys(WIDEN) as Array<keyof typeof WIDEN>)('keeps the restriction when the query widens %s (key AND query)', async (param) => {
    expect(ids(await key().searchSingleIndex({ indexName: INDEX, searchParams: { query: 'price', ...WIDEN[param] } }))).toEqual(['e1', 'e3']);
  });

  it.each(Object.keys(NARROW) as Array<keyof typeof NARROW>)("narrows by the query's %s within the restriction", async (param) => {
    expect(ids(await key().searchSingleIndex({ indexName: INDEX, searchParams: { query: 'price', ...NARROW[param] } }))).toEqual(['e3']);
  });

  it('keeps the restriction in facet values, single reads and the legacy params string', async () => {
    const facets = await key().searchForFacetValues({ indexName: INDEX, facetName: 'type', searchForFacetValuesRequest: { facetQuery: '' } });
    expect(facets.facetHits.map((h) => [h.value, h.count])).toEqual([
      ['download', 1],
      ['news', 1],
    ]);
    expect((await failure(key().getObject({ indexName: INDEX, objectID: 'e2' }))).status).toBe(404);
    expect((await key().getObject({ indexName: INDEX, objectID: 'e1' })).objectID).toBe('e1');
    const legacy = await key().search({ requests: [{ indexName: INDEX, params: 'query=price&filters=roles%3Abu-italia' }] });
    expect((legacy.results[0] as { nbHits: number }).nbHits).toBe(0);
  });
});

describe('forced filters from several sources', () => {
  it("applies a parent key's queryParameters AND its secured key's restriction AND the query", async () => {
    const parent = (await admin.addApiKey({ acl: ['search'], queryParameters: 'filters=type%3Adownload' })).key;
    const plain = client(parent);
    expect(ids(await plain.searchSingleIndex({ indexName: INDEX, searchParams: { query: 'price' } }))).toEqual(['e1', 'e2']);
    const secured = client(
      admin.generateSecuredApiKey({
        parentApiKey: parent,
        restrictions: { filters: 'roles:partner OR roles:bu-italia', searchParams: { tagFilters: ['partner'] } },
      }),
    );
    expect(ids(await secured.searchSingleIndex({ indexName: INDEX, searchParams: { query: 'price' } }))).toEqual(['e1']);
    // The parent's `type:download` cannot be escaped by the query either.
    expect(ids(await secured.searchSingleIndex({ indexName: INDEX, searchParams: { query: 'price', filters: 'type:news OR type:download' } }))).toEqual(['e1']);
  });

  it("reads Algolia's URL form of list filters: commas AND, a parenthesised group OR", async () => {
    const key = client(
      admin.generateSecuredApiKey({
        parentApiKey: 'search-key',
        restrictions: { searchParams: { facetFilters: 'type:download,(roles:partner,roles:bu-italia)' } },
      }),
    );
    expect(ids(await key.searchSingleIndex({ indexName: INDEX, searchParams: { query: 'price' } }))).toEqual(['e1', 'e2']);
  });

  it('answers 400 for a key whose forced filter the engine cannot read, never an unfiltered result', async () => {
    const key = client(admin.generateSecuredApiKey({ parentApiKey: 'search-key', restrictions: { filters: '(roles:partner' } }));
    expect(await failure(key.searchSingleIndex({ indexName: INDEX, searchParams: { query: 'price' } }))).toEqual({
      status: 400,
      message: "filters: Unexpected token end of filter expected ')' at col 14",
    });
  });
});
