import { createHmac, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findContentDir, handleStoryblokWebhook, startContentBackend, type ContentBackend } from '@silca/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSearchBackend, type SearchBackend } from './backend';
import { parseSearchParams } from './input';
import { algoliaStandIn, type AlgoliaTwin } from '@silca/stand-in-algolia';
import { storyblokStandIn } from '@silca/stand-in-storyblok';

// The search layer on the embedded space (a copy, so publishing can be simulated): extranet
// isolation, the publish webhook keeping records fresh, bad input, and the per-client limit.
let dir: string;
let content: ContentBackend;
let search: SearchBackend<AlgoliaTwin>;
const SECRET = 'test-webhook';
const scope = { market: 'italy', locale: 'it' } as const;
const storyFile = (slug: string) => path.join(dir, 'stories', `${slug}.json`);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'silca-search-'));
  cpSync(findContentDir(undefined), dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}assets${path.sep}`) });
  content = await startContentBackend({ standIn: storyblokStandIn, env: { CONTENT_DIR: dir, STORYBLOK_WEBHOOK_SECRET: SECRET } });
  search = await startSearchBackend({
    standIn: algoliaStandIn,
    env: { SEARCH_LOG: 'silent', SEARCH_RATE_LIMIT_PER_MIN: '1000' },
    content: content.service,
    markets: ['italy'],
  });
  expect(await search.ready()).toBe(true);
}, 120_000);
afterAll(async () => {
  await search?.close();
  await content?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const q = (query: string, extra = '') => parseSearchParams(new URLSearchParams(`q=${encodeURIComponent(query)}${extra}`));

/** Signs and sends a Storyblok event through libs/content's handler, then to search, as the site does. */
async function publish(event: { action: string; story_id: number; full_slug: string }): Promise<number> {
  const body = JSON.stringify(event);
  const signature = createHmac('sha1', SECRET).update(body).digest('hex');
  const started = Date.now();
  const res = await handleStoryblokWebhook(
    new Request('http://x/api/storyblok/webhook', { method: 'POST', body, headers: { 'webhook-signature': signature } }),
    SECRET,
    [content.webhookTarget],
  );
  expect(res.status).toBe(200);
  await search.service.applyStoryEvent(event);
  return Date.now() - started;
}

describe('extranet isolation', () => {
  it('keeps extranet records out of every public index and in the extranet ones', () => {
    const indexes = [...search.twin!.indexes.values()];
    const pub = indexes.filter((ix) => !ix.name.includes('extranet'));
    const ext = indexes.filter((ix) => ix.name.includes('extranet'));
    expect(pub.length).toBeGreaterThan(0);
    for (const ix of pub) {
      expect(ix.size).toBeGreaterThan(50);
      for (const r of ix.all()) {
        expect(r.extranet).toBe(false);
        expect(String(r.slug)).not.toMatch(/^global\/extranet/);
        expect(String(r.url)).not.toMatch(/\/extranet(\/|$)/);
      }
    }
    expect(ext.length).toBeGreaterThan(0);
    for (const ix of ext) {
      expect(ix.size).toBeGreaterThan(5);
      for (const r of ix.all()) expect(r.extranet).toBe(true);
    }
  });

  it('never answers a public search or type-ahead with extranet material, whatever the query', async () => {
    const ext = search.twin!.indexes.get('silca_extranet_italy_it')!;
    const titles = ext.all().map((r) => String(r.title));
    expect(titles).toContain('Listino prezzi partner 2025');
    for (const title of [...titles, 'extranet', 'partner', '*', '']) {
      const page = await search.service.searchPublic(scope, q(title));
      expect(page.hits.every((h) => !h.url.includes('/extranet'))).toBe(true);
      const suggestions = await search.service.suggest(scope, title);
      expect(suggestions.every((h) => !h.url.includes('/extranet'))).toBe(true);
    }
    const partner = await search.service.searchExtranet(scope, q('listino prezzi partner'), ['partner']);
    expect(partner.hits[0]?.url).toBe('/extranet/cataloghi/2025/partner-price-list-2025');
  });

  it('filters partner search by role inside the search service (records carry roles, secured keys)', async () => {
    const ext = search.twin!.indexes.get('silca_extranet_italy_it')!;
    const listino = ext.all().find((r) => r.title === 'Listino agenti 2025')!;
    expect(listino.roles).toEqual(['bu-italia', 'editor']);
    const priceList = ext.all().find((r) => r.title === 'Listino prezzi partner 2025')!;
    expect(priceList.roles).toEqual(['partner', 'editor']);
    // A resource's rich-text description is what a hit shows, never a media folder name.
    expect(JSON.stringify(priceList)).not.toContain('SiteCatalogs');
    const shown = (await search.service.searchExtranet(scope, q('listino prezzi partner'), ['partner'])).hits[0]!;
    expect(shown.snippet.map((p) => p.text).join('')).toContain('Prezzi netti per i partner');
    for (const r of search.twin!.indexes.get('silca_italy_it')!.all()) expect(r.roles).toEqual(['anyone']);
    const urls = async (roles: string[] | null, query: string) => (await search.service.searchExtranet(scope, q(query), roles)).hits.map((h) => h.url);
    for (const query of ['listino', 'resi', 'Procedura resi']) {
      expect(await urls(['partner'], query), query).not.toContain('/extranet/documentazione-per-bu-italia/listino-agenti-2025');
      expect(
        (await urls(['partner'], query)).some((u) => u.includes('documentazione-per-bu-italia')),
        query,
      ).toBe(false);
    }
    expect(await urls(['partner', 'bu-italia'], 'listino')).toContain('/extranet/documentazione-per-bu-italia/listino-agenti-2025');
    // A publish re-indexes an extranet story with the roles of its folder (webhook path).
    const resi = 'global/extranet/documentazione-per-bu-italia/procedura-resi';
    const written = await search.service.applyStoryEvent({ action: 'published', full_slug: resi });
    expect(written?.silca_extranet_italy_it).toBeGreaterThan(0);
    expect(
      ext
        .all()
        .filter((r) => r.slug === resi)
        .map((r) => r.roles),
    ).toEqual([['bu-italia', 'editor']]);
    // bu-italia without partner, or no roles at all: nothing of the extranet.
    expect(await urls(['bu-italia'], 'listino')).toEqual([]);
    expect(await urls(null, 'partner')).toEqual([]);
    // The key is secured: the plain search key is never what the twin sees for a partner search.
    const key = search.service.securedKey('silca_extranet_italy_it', ['partner'])!;
    expect(Buffer.from(key, 'base64').toString()).toMatch(
      /filters=roles%3Aanyone%20OR%20roles%3Apartner&restrictIndices=silca_extranet_italy_it&validUntil=\d+$/,
    );
    // A session's own key (decision 0963): its handle as a hashed userToken, one key per session,
    // so two sessions of one partner (two browsers) never share one.
    const annaLaptop = search.service.securedKey('silca_extranet_italy_it', ['partner'], 'session-ref-anna-laptop')!;
    const annaPhone = search.service.securedKey('silca_extranet_italy_it', ['partner'], 'session-ref-anna-phone')!;
    expect(annaLaptop).not.toBe(annaPhone);
    expect(search.service.securedKey('silca_extranet_italy_it', ['partner'], 'session-ref-anna-laptop')).toBe(annaLaptop);
    expect(Buffer.from(annaLaptop, 'base64').toString()).toMatch(/&userToken=[0-9a-f]{32}&validUntil=\d+$/);
    expect(Buffer.from(annaLaptop, 'base64').toString()).not.toContain('anna');
    expect((await search.service.searchExtranet(scope, q('listino prezzi partner'), ['partner'], 'session-ref-anna-laptop')).hits[0]?.url).toBe(
      '/extranet/cataloghi/2025/partner-price-list-2025',
    );
  });
});

describe('publish webhook', () => {
  const slug = 'global/products/blank-hu66';

  it('updates a story, adds a new one and removes an unpublished one within seconds', async () => {
    const file = storyFile(slug);
    const original = JSON.parse(readFileSync(file, 'utf8')) as {
      story: { id: number; uuid: string; slug: string; full_slug: string; name: string; content: Record<string, unknown> };
    };
    expect((await search.service.searchPublic(scope, q('zebrafish'))).nbHits).toBe(0);

    // Update: a new word in the product name.
    const edited = structuredClone(original);
    edited.story.content.name = 'HU66 zebrafish blank';
    writeFileSync(file, JSON.stringify(edited));
    const updateMs = await publish({ action: 'published', story_id: original.story.id, full_slug: slug });
    const updated = await search.service.searchPublic(scope, q('zebrafish'));
    expect(updated.hits.map((h) => h.url)).toEqual(['/prodotti/blank-hu66']);
    expect(updateMs).toBeLessThan(5_000);

    // New story: a copy with its own id, uuid and slug.
    const added = structuredClone(original);
    added.story.id = 990000001;
    added.story.uuid = randomUUID();
    added.story.slug = 'blank-hu66-kingfisher';
    added.story.full_slug = 'global/products/blank-hu66-kingfisher';
    added.story.content.name = 'HU66 kingfisher blank';
    (added.story as Record<string, unknown>).translated_slugs = null;
    writeFileSync(storyFile(added.story.full_slug), JSON.stringify(added));
    await publish({ action: 'published', story_id: added.story.id, full_slug: added.story.full_slug });
    expect((await search.service.searchPublic(scope, q('kingfisher'))).hits.map((h) => h.url)).toEqual(['/prodotti/blank-hu66-kingfisher']);

    // Unpublished: its records disappear.
    unlinkSync(storyFile(added.story.full_slug));
    await publish({ action: 'unpublished', story_id: added.story.id, full_slug: added.story.full_slug });
    expect((await search.service.searchPublic(scope, q('kingfisher'))).nbHits).toBe(0);
    expect((await search.service.searchPublic(scope, q('zebrafish'))).nbHits).toBe(1);
  });
});

describe('bad input', () => {
  it('cleans hostile parameters and answers with a page, never an error', async () => {
    const huge = 'chiave '.repeat(150_000); // about 1 MB
    const cases = [
      `q=${encodeURIComponent(huge)}`,
      `q=${'x'.repeat(10_000)}`,
      'q=%00%01%1b[31mchiavi%7f%e2%80%ae',
      'q=%22chiavi%20grezze',
      "q=chiavi')%20OR%201=1--",
      'q=chiavi&type=nope&type=product&category=%22unbalanced&category=' + 'c'.repeat(5000),
      'q=chiavi&page=-1',
      'q=chiavi&page=1000000000',
      'q=chiavi&page=abc',
      'q=type:product AND (category:"x"',
      'q=<script>alert(1)</script>',
      'facets=*&filters=extranet:true&indexName=silca_extranet_italy_it&q=partner',
    ];
    for (const qs of cases) {
      const input = parseSearchParams(new URLSearchParams(qs));
      expect(input.query.length).toBeLessThanOrEqual(200);
      // eslint-disable-next-line no-control-regex
      expect(input.query).not.toMatch(/[\u0000-\u001f\u007f\u202e]/);
      expect(input.page).toBeGreaterThanOrEqual(1);
      expect(input.page).toBeLessThanOrEqual(100);
      const page = await search.service.searchPublic(scope, input);
      expect(Array.isArray(page.hits)).toBe(true);
      expect(page.hits.every((h) => !h.url.includes('/extranet'))).toBe(true);
    }
    // A page beyond the last shows the last page.
    const far = await search.service.searchPublic(scope, q('chiavi', '&page=1000000000'));
    expect(far.hits.length).toBeGreaterThan(0);
    expect(far.page).toBe(far.nbPages);
  });
});

describe('rate limit', () => {
  it('limits searches per client and minute, each client on its own', async () => {
    const limited = await startSearchBackend({
      standIn: algoliaStandIn,
      env: { SEARCH_LOG: 'silent', SEARCH_RATE_LIMIT_PER_MIN: '3' },
      content: content.service,
      markets: ['italy'],
      buildOnStart: false,
    });
    try {
      const verdicts = [];
      for (let i = 0; i < 4; i++) verdicts.push(await limited.service.allow('203.0.113.7'));
      expect(verdicts).toEqual([true, true, true, false]);
      expect(await limited.service.allow('203.0.113.8')).toBe(true);
    } finally {
      await limited.close();
    }
  });
});
