import { MARKETS } from '@silca/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentBackend, type ContentBackend } from './client/backend';
import { canonicalPathFor, checkStorySlugs, localesOfSegment, storySegments } from './canonical';
import { createFixtureSpace } from './test/fixture-space';
import type { Story } from './types';

const product = {
  full_slug: 'global/products/product-01',
  default_full_slug: 'global/products/product-01',
  translated_slugs: [
    { path: 'global/prodotti/prodotto-01', name: null, lang: 'it' },
    { path: 'global/produkte/product-01', name: null, lang: 'de' },
  ],
} satisfies Pick<Story, 'full_slug' | 'default_full_slug' | 'translated_slugs'>;

describe('canonicalPathFor', () => {
  it('builds the market path from the translated slug of the locale', () => {
    expect(canonicalPathFor(product, 'en', MARKETS.global)).toBe('/en/global/products/product-01');
    expect(canonicalPathFor(product, 'it', MARKETS.global)).toBe('/it/global/prodotti/prodotto-01');
    expect(canonicalPathFor(product, 'it', MARKETS.italy)).toBe('/prodotti/prodotto-01');
    expect(canonicalPathFor(product, 'de', MARKETS.germany)).toBe('/produkte/product-01');
    // A locale the market does not have: no canonical path there.
    expect(canonicalPathFor(product, 'de', MARKETS.italy)).toBeNull();
  });

  it('maps home and startpages to their route path', () => {
    const home = { full_slug: 'global/home', default_full_slug: 'global/home', translated_slugs: [] };
    expect(canonicalPathFor(home, 'fr', MARKETS.global)).toBe('/fr/global');
    expect(canonicalPathFor({ ...home, full_slug: 'italy/home', default_full_slug: 'italy/home' }, 'it', MARKETS.italy)).toBe('/');
    const listing = { full_slug: 'global/products/', default_full_slug: 'global/products/', translated_slugs: [{ path: 'global/prodotti/', name: null, lang: 'it' }] };
    expect(storySegments(listing, 'it')).toEqual(['prodotti']);
    expect(canonicalPathFor(listing, 'it', MARKETS.global)).toBe('/it/global/prodotti');
  });

  it('null for a story without a public route (extranet has its own routes, not story paths)', () => {
    const deep = { full_slug: 'global/a/b/c/d/e', default_full_slug: 'global/a/b/c/d/e', translated_slugs: [] };
    expect(canonicalPathFor(deep, 'en', MARKETS.global)).toBeNull();
  });

  it('knows the language of a translated segment', () => {
    expect(localesOfSegment('prodotti')).toEqual(['it']);
    expect(localesOfSegment('nope')).toEqual([]);
  });
});

describe('checkStorySlugs', () => {
  let backend: ContentBackend;
  beforeAll(async () => {
    backend = await startContentBackend({ env: { CONTENT_DIR: await createFixtureSpace() } });
  });
  afterAll(() => backend.close());

  it('redirects a wrong-language slug to the canonical path of the requested locale', async () => {
    const s = backend.service;
    expect(await checkStorySlugs(s, { path: '/it/global/products/product-01', locale: 'it', market: MARKETS.global })).toEqual({ path: '/it/global/prodotti/prodotto-01', lang: 'it' });
    expect(await checkStorySlugs(s, { path: '/en/global/prodotti/prodotto-01', locale: 'en', market: MARKETS.global })).toEqual({ path: '/en/global/products/product-01', lang: 'en' });
    expect(await checkStorySlugs(s, { path: '/it/global/produkte/product-01', locale: 'it', market: MARKETS.global })).toEqual({ path: '/it/global/prodotti/prodotto-01', lang: 'it' });
  });

  it('redirects route words in the locale with the slug in the default language (a story link), on global and a country market', async () => {
    const s = backend.service;
    expect(await checkStorySlugs(s, { path: '/it/global/prodotti/product-01', locale: 'it', market: MARKETS.global })).toEqual({ path: '/it/global/prodotti/prodotto-01', lang: 'it' });
    expect(await checkStorySlugs(s, { path: '/prodotti/product-01', locale: 'it', market: MARKETS.italy })).toEqual({ path: '/prodotti/prodotto-01', lang: 'it' });
  });

  it('adds the missing global segment, and drops prefix and global on a country market', async () => {
    const s = backend.service;
    expect(await checkStorySlugs(s, { path: '/prodotti/prodotto-01', locale: 'it', market: MARKETS.global })).toEqual({ path: '/it/global/prodotti/prodotto-01', lang: 'it' });
    expect(await checkStorySlugs(s, { path: '/it/global/prodotti/prodotto-01', locale: 'it', market: MARKETS.italy })).toEqual({ path: '/prodotti/prodotto-01', lang: 'it' });
  });

  it('null when already canonical or unknown: never a redirect to itself', async () => {
    const s = backend.service;
    expect(await checkStorySlugs(s, { path: '/it/global/prodotti/prodotto-01', locale: 'it', market: MARKETS.global })).toBeNull();
    expect(await checkStorySlugs(s, { path: '/prodotti/prodotto-01', locale: 'it', market: MARKETS.italy })).toBeNull();
    expect(await checkStorySlugs(s, { path: '/en/global/nothing-here', locale: 'en', market: MARKETS.global })).toBeNull();
    expect(await checkStorySlugs(s, { path: '/%E0%A4%A', locale: 'en', market: MARKETS.global })).toBeNull();
  });

  it('docs/requirements/hardening.md#slow-cms: a path that is no route in any language costs no CMS request', async () => {
    const s = backend.service;
    const before = backend.upstreamRequests();
    for (const path of ['/en/global/zz-nothing/deeper/still-deeper', '/it/global/a/b/c/d/e', '/zz/yy/xx', '/it/global/prodotti/x/y/z']) {
      expect(await checkStorySlugs(s, { path, locale: 'en', market: MARKETS.global }), path).toBeNull();
      expect(await checkStorySlugs(s, { path, locale: 'it', market: MARKETS.italy }), path).toBeNull();
    }
    expect(backend.upstreamRequests()).toBe(before);
  });
});
