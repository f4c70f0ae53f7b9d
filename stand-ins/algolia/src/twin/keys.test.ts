import { algoliasearch } from 'algoliasearch';
import { withSecuredKeys, type SecuredKeyHelpers } from '@silca/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexMatches, KeyStore, sourceAllows } from './keys';
import { startAlgoliaTwin, type AlgoliaTwin } from './server';

// API keys, ACLs, index restrictions and secured API keys of the embedded twin, through the
// official algoliasearch v5 client (decision 0861). Cases follow Algolia's API reference ("Add
// API key", "Get API key", "Update", "Delete", "Restore", "Generate secured API key", "API key
// restrictions") and the client's own helpers (generateSecuredApiKey, getSecuredApiKeyRemainingValidity).
let twin: AlgoliaTwin;
let admin: ReturnType<typeof algoliasearch> & SecuredKeyHelpers;
const hosts = (port: number) => ({ hosts: [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }] });
const client = (key: string) => algoliasearch('APP', key, hosts(twin.port));

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
  for (const name of ['site_en', 'extranet_en', 'other']) {
    await admin.setSettings({ indexName: name, indexSettings: { searchableAttributes: ['title'], attributesForFaceting: ['filterOnly(roles)', 'type'] } });
  }
  await admin.saveObjects({ indexName: 'site_en', objects: [{ objectID: 'p1', title: 'Futura machine', roles: ['anyone'], type: 'product' }] });
  await admin.saveObjects({
    indexName: 'extranet_en',
    objects: [
      { objectID: 'e1', title: 'Partner price list', roles: ['partner'], type: 'download' },
      { objectID: 'e2', title: 'Listino agenti price', roles: ['bu-italia'], type: 'download' },
      { objectID: 'e3', title: 'Draft price memo', roles: [], type: 'download' },
    ],
  });
});
afterAll(() => twin.close());

describe('/1/keys', () => {
  it('adds, reads, lists, updates, deletes and restores a key (admin key only)', async () => {
    const added = await admin.addApiKey({ acl: ['search', 'browse'], description: 'read only', indexes: ['site_*'], maxHitsPerQuery: 2, validity: 3600 });
    expect(added.key).toMatch(/^[0-9a-f]{32}$/);
    expect(Number.isNaN(Date.parse(added.createdAt))).toBe(false);
    const got = await admin.getApiKey({ key: added.key });
    expect(got).toMatchObject({ value: added.key, acl: ['search', 'browse'], description: 'read only', indexes: ['site_*'], maxHitsPerQuery: 2 });
    expect(typeof got.createdAt).toBe('number');
    expect(got.validity).toBeGreaterThan(3590);
    expect(got.validity).toBeLessThanOrEqual(3600);
    expect((await admin.listApiKeys()).keys.map((k) => k.value)).toEqual(expect.arrayContaining([added.key, 'search-key']));
    // The admin key is never listed.
    expect((await admin.listApiKeys()).keys.map((k) => k.value)).not.toContain('admin-key');

    const updated = await admin.updateApiKey({ key: added.key, apiKey: { acl: ['search'], description: 'narrower' } });
    expect(updated.key).toBe(added.key);
    expect(await admin.getApiKey({ key: added.key })).toMatchObject({ acl: ['search'], description: 'narrower', indexes: [], validity: 0 });

    const deleted = await admin.deleteApiKey({ key: added.key });
    expect(Number.isNaN(Date.parse(deleted.deletedAt))).toBe(false);
    expect(await failure(admin.getApiKey({ key: added.key }))).toEqual({ status: 404, message: 'Key does not exist' });
    expect(await failure(client(added.key).searchSingleIndex({ indexName: 'site_en', searchParams: { query: '' } }))).toEqual({
      status: 403,
      message: 'Invalid Application-ID or API key',
    });

    const restored = await admin.restoreApiKey({ key: added.key });
    expect(restored.key).toBe(added.key);
    expect(await admin.getApiKey({ key: added.key })).toMatchObject({ acl: ['search'], validity: 0 });
    expect((await client(added.key).searchSingleIndex({ indexName: 'site_en', searchParams: { query: 'futura' } })).nbHits).toBe(1);
  });

  it('refuses key management to other keys and bad bodies with a clear 4xx', async () => {
    const search = client('search-key');
    expect(await failure(search.listApiKeys())).toEqual({ status: 403, message: 'Method not allowed with this API key' });
    expect(await failure(search.addApiKey({ acl: ['search'] }))).toEqual({ status: 403, message: 'Method not allowed with this API key' });
    // A key reads itself, not another one.
    expect((await search.getApiKey({ key: 'search-key' })).acl).toEqual(['search']);
    const other = await admin.addApiKey({ acl: ['search'] });
    expect(await failure(search.getApiKey({ key: other.key }))).toEqual({ status: 403, message: 'Method not allowed with this API key' });
    expect((await failure(admin.addApiKey({ acl: ['fly'] as never }))).status).toBe(400);
    expect((await failure(admin.addApiKey({ acl: [] }))).status).toBe(400);
    expect((await failure(admin.addApiKey({ acl: ['search'], validity: -1 }))).status).toBe(400);
    expect(await failure(admin.updateApiKey({ key: 'nope', apiKey: { acl: ['search'] } }))).toEqual({ status: 404, message: 'Key does not exist' });
    expect(await failure(admin.restoreApiKey({ key: 'nope' }))).toEqual({ status: 404, message: 'Key does not exist' });
  });

  it('answers 403 for an unknown key or application id', async () => {
    expect(await failure(client('wrong').searchSingleIndex({ indexName: 'site_en', searchParams: { query: '' } }))).toEqual({
      status: 403,
      message: 'Invalid Application-ID or API key',
    });
    const otherApp = algoliasearch('OTHER', 'admin-key', hosts(twin.port));
    expect(await failure(otherApp.listIndices())).toEqual({ status: 403, message: 'Invalid Application-ID or API key' });
  });
});

describe('ACLs and index restrictions', () => {
  it('checks the ACL each method needs (search, browse, addObject, deleteObject, deleteIndex, settings, editSettings, listIndexes)', async () => {
    const search = client('search-key');
    const denied = { status: 403, message: 'Method not allowed with this API key' };
    expect(await failure(search.getSettings({ indexName: 'site_en' }))).toEqual(denied);
    expect(await failure(search.setSettings({ indexName: 'site_en', indexSettings: { hitsPerPage: 5 } }))).toEqual(denied);
    expect(await failure(search.saveObject({ indexName: 'site_en', body: { objectID: 'x', title: 'x' } }))).toEqual(denied);
    expect(await failure(search.deleteObject({ indexName: 'site_en', objectID: 'p1' }))).toEqual(denied);
    expect(await failure(search.clearObjects({ indexName: 'site_en' }))).toEqual(denied);
    expect(await failure(search.browse({ indexName: 'site_en' }))).toEqual(denied);
    expect(await failure(search.listIndices())).toEqual(denied);
    expect((await search.getObject({ indexName: 'site_en', objectID: 'p1' })).objectID).toBe('p1');

    const writer = client((await admin.addApiKey({ acl: ['addObject', 'settings'] })).key);
    await writer.saveObject({ indexName: 'other', body: { objectID: 'w1', title: 'written', roles: ['anyone'] } });
    expect((await admin.getObject({ indexName: 'other', objectID: 'w1' })).title).toBe('written');
    expect((await writer.getSettings({ indexName: 'other' })).searchableAttributes).toEqual(['title']);
    expect(await failure(writer.searchSingleIndex({ indexName: 'other', searchParams: { query: '' } }))).toEqual(denied);
    // A batch's delete action needs deleteObject.
    expect(await failure(writer.batch({ indexName: 'other', batchWriteParams: { requests: [{ action: 'deleteObject', body: { objectID: 'w1' } }] } }))).toEqual(
      denied,
    );
    expect((await admin.getObject({ indexName: 'other', objectID: 'w1' })).objectID).toBe('w1');
  });

  it('keeps a key to its index patterns, in search, multi-search, objects and the list of indexes', async () => {
    const key = (await admin.addApiKey({ acl: ['search', 'listIndexes'], indexes: ['site_*'] })).key;
    const c = client(key);
    expect((await c.searchSingleIndex({ indexName: 'site_en', searchParams: { query: '' } })).nbHits).toBe(1);
    const notAllowed = { status: 403, message: 'Index not allowed with this API key' };
    expect(await failure(c.searchSingleIndex({ indexName: 'extranet_en', searchParams: { query: '' } }))).toEqual(notAllowed);
    expect(await failure(c.search({ requests: [{ indexName: 'site_en' }, { indexName: 'extranet_en' }] }))).toEqual(notAllowed);
    expect(await failure(c.getObject({ indexName: 'extranet_en', objectID: 'e1' }))).toEqual(notAllowed);
    expect(await failure(c.getObjects({ requests: [{ indexName: 'extranet_en', objectID: 'e1' }] }))).toEqual(notAllowed);
    expect((await c.listIndices()).items.map((i) => i.name)).toEqual(['site_en']);
  });

  it('caps hitsPerPage at maxHitsPerQuery and answers 429 beyond maxQueriesPerIPPerHour', async () => {
    const capped = client((await admin.addApiKey({ acl: ['search'], maxHitsPerQuery: 1 })).key);
    const res = await capped.searchSingleIndex({ indexName: 'extranet_en', searchParams: { query: 'price', hitsPerPage: 10 } });
    expect(res.hits).toHaveLength(1);
    const limited = client((await admin.addApiKey({ acl: ['search'], maxQueriesPerIPPerHour: 2 })).key);
    await limited.searchSingleIndex({ indexName: 'site_en', searchParams: { query: '' } });
    await limited.searchSingleIndex({ indexName: 'site_en', searchParams: { query: '' } });
    expect((await failure(limited.searchSingleIndex({ indexName: 'site_en', searchParams: { query: '' } }))).status).toBe(429);
  });
});

describe('secured API keys', () => {
  const titles = (hits: { objectID: string }[]) => hits.map((h) => h.objectID).sort();

  it('filters every search by the key, AND the query filters, on the indexes it names', async () => {
    const secured = admin.generateSecuredApiKey({
      parentApiKey: 'search-key',
      restrictions: { filters: 'roles:partner', restrictIndices: ['extranet_*'], validUntil: Math.floor(Date.now() / 1000) + 600 },
    });
    const c = client(secured);
    expect(titles((await c.searchSingleIndex({ indexName: 'extranet_en', searchParams: { query: 'price' } })).hits)).toEqual(['e1']);
    // The query's own filters cannot widen it: they are combined with AND.
    expect(
      (await c.searchSingleIndex({ indexName: 'extranet_en', searchParams: { query: 'price', filters: 'roles:bu-italia OR roles:partner' } })).hits.map(
        (h) => h.objectID,
      ),
    ).toEqual(['e1']);
    expect((await c.searchSingleIndex({ indexName: 'extranet_en', searchParams: { query: 'price', filters: 'type:product' } })).nbHits).toBe(0);
    expect(await failure(c.searchSingleIndex({ indexName: 'site_en', searchParams: { query: '' } }))).toEqual({
      status: 403,
      message: 'Index not allowed with this API key',
    });
    // Reading a record outside the filters answers as if it did not exist.
    expect((await failure(c.getObject({ indexName: 'extranet_en', objectID: 'e2' }))).status).toBe(404);
    expect(
      (
        await c.getObjects({
          requests: [
            { indexName: 'extranet_en', objectID: 'e2' },
            { indexName: 'extranet_en', objectID: 'e1' },
          ],
        })
      ).results.map((r) => (r as { objectID?: string } | null)?.objectID ?? null),
    ).toEqual([null, 'e1']);

    const both = client(
      admin.generateSecuredApiKey({
        parentApiKey: 'search-key',
        restrictions: { filters: 'roles:partner OR roles:bu-italia', restrictIndices: ['extranet_en'] },
      }),
    );
    expect(titles((await both.searchSingleIndex({ indexName: 'extranet_en', searchParams: { query: 'price' } })).hits)).toEqual(['e1', 'e2']);
    // A record without roles is seen by no filtered key (deny by default).
    expect((await both.searchSingleIndex({ indexName: 'extranet_en', searchParams: { query: 'memo' } })).nbHits).toBe(0);
  });

  it('refuses an expired key, a tampered one, an admin or unknown parent, another source; keeps the parent ACL', async () => {
    const invalid = { status: 403, message: 'Invalid Application-ID or API key' };
    const past = admin.generateSecuredApiKey({ parentApiKey: 'search-key', restrictions: { validUntil: Math.floor(Date.now() / 1000) - 1 } });
    expect(admin.getSecuredApiKeyRemainingValidity({ securedApiKey: past })).toBeLessThan(0);
    expect(await failure(client(past).searchSingleIndex({ indexName: 'site_en', searchParams: { query: '' } }))).toEqual(invalid);

    const good = admin.generateSecuredApiKey({ parentApiKey: 'search-key', restrictions: { filters: 'roles:partner' } });
    const decoded = Buffer.from(good, 'base64').toString();
    const widened = Buffer.from(decoded.replace('roles%3Apartner', 'roles%3Abu-italia')).toString('base64');
    expect(await failure(client(widened).searchSingleIndex({ indexName: 'extranet_en', searchParams: { query: '' } }))).toEqual(invalid);
    const fromAdmin = admin.generateSecuredApiKey({ parentApiKey: 'admin-key', restrictions: { filters: 'roles:partner' } });
    expect(await failure(client(fromAdmin).searchSingleIndex({ indexName: 'extranet_en', searchParams: { query: '' } }))).toEqual(invalid);
    const fromUnknown = admin.generateSecuredApiKey({ parentApiKey: 'never-issued', restrictions: {} });
    expect(await failure(client(fromUnknown).searchSingleIndex({ indexName: 'site_en', searchParams: { query: '' } }))).toEqual(invalid);
    const elsewhere = admin.generateSecuredApiKey({ parentApiKey: 'search-key', restrictions: { restrictSources: '192.168.1.0/24' } });
    expect(await failure(client(elsewhere).searchSingleIndex({ indexName: 'site_en', searchParams: { query: '' } }))).toEqual(invalid);
    const here = admin.generateSecuredApiKey({ parentApiKey: 'search-key', restrictions: { restrictSources: '127.0.0.0/8' } });
    expect((await client(here).searchSingleIndex({ indexName: 'site_en', searchParams: { query: '' } })).nbHits).toBe(1);

    // The parent's ACL still applies: a search-only parent cannot write through its secured key.
    expect(await failure(client(good).saveObject({ indexName: 'extranet_en', body: { objectID: 'x' } }))).toEqual({
      status: 403,
      message: 'Method not allowed with this API key',
    });
    // Deleting the parent ends its secured keys.
    const parent = (await admin.addApiKey({ acl: ['search'] })).key;
    const child = client(admin.generateSecuredApiKey({ parentApiKey: parent, restrictions: { filters: 'roles:partner' } }));
    expect((await child.searchSingleIndex({ indexName: 'extranet_en', searchParams: { query: '' } })).nbHits).toBe(1);
    await admin.deleteApiKey({ key: parent });
    expect(await failure(child.searchSingleIndex({ indexName: 'extranet_en', searchParams: { query: '' } }))).toEqual(invalid);
  });

  it('narrows a parent restricted to indexes: both restrictions must allow the index', async () => {
    const parent = (await admin.addApiKey({ acl: ['search'], indexes: ['extranet_*'] })).key;
    const wide = client(admin.generateSecuredApiKey({ parentApiKey: parent, restrictions: { restrictIndices: ['site_en', 'extranet_en'] } }));
    expect((await wide.searchSingleIndex({ indexName: 'extranet_en', searchParams: { query: 'price' } })).nbHits).toBeGreaterThan(0);
    expect(await failure(wide.searchSingleIndex({ indexName: 'site_en', searchParams: { query: '' } }))).toEqual({
      status: 403,
      message: 'Index not allowed with this API key',
    });
  });
});

describe('key helpers', () => {
  it('matches index patterns and IPv4 sources as Algolia documents them', () => {
    expect(indexMatches('dev_*', 'dev_products')).toBe(true);
    expect(indexMatches('*_dev', 'products_dev')).toBe(true);
    expect(indexMatches('*_products_*', 'a_products_b')).toBe(true);
    expect(indexMatches('dev_*', 'prod_dev')).toBe(false);
    expect(indexMatches('exact', 'exact2')).toBe(false);
    expect(sourceAllows('10.0.0.0/8', '10.2.3.4')).toBe(true);
    expect(sourceAllows('10.0.0.0/8', '::ffff:10.2.3.4')).toBe(true);
    expect(sourceAllows('10.0.0.1', '10.0.0.2')).toBe(false);
    expect(() => sourceAllows('not-an-ip', '10.0.0.1')).toThrow(/restrictSources/);
  });

  it('ends a key when its validity runs out', () => {
    let now = 1_000;
    const store = new KeyStore({ adminKey: 'a', now: () => now });
    const master = store.authenticate('a')!;
    const { key } = store.route('POST', [], { acl: ['search'], validity: 60 }, master) as { key: string };
    expect(store.authenticate(key)).not.toBeNull();
    now += 61;
    expect(store.authenticate(key)).toBeNull();
  });

  it('tells whether a key holds an ACL without throwing (the admin key holds every one)', () => {
    const store = new KeyStore({ adminKey: 'a' });
    const master = store.authenticate('a')!;
    expect(master.has('seeUnretrievableAttributes')).toBe(true);
    const { key } = store.route('POST', [], { acl: ['search', 'browse'] }, master) as { key: string };
    const access = store.authenticate(key)!;
    expect(access.has('browse')).toBe(true);
    expect(access.has('seeUnretrievableAttributes')).toBe(false);
    expect(() => access.need('seeUnretrievableAttributes')).toThrow();
  });
});
