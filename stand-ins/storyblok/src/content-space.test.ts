import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findContentDir } from '@silca/content';
import { Store } from './store';
import { formatProblem, validateSpace } from './tools/validate';

// The embedded space itself (content/), checked for what docs/requirements/content.md#content-validation asks of it. Block schemas are
// checked by `npm run content:validate` (content may not import @silca/blocks).
const dir = findContentDir(undefined);
const store = new Store(dir);
const published = store.published.all.filter((e) => !e.file.is_folder);
const ofType = (type: string, prefix = '') => published.filter((e) => e.file.content?.component === type && e.key.startsWith(prefix));

describe('the embedded space (content/)', () => {
  it('loads without a bad file', () => {
    expect(store.problems).toEqual([]);
  });

  it('has 40+ products in several categories, and categories of every family', () => {
    const products = ofType('product_detail', 'global/products/');
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(new Set(products.map((p) => p.file.content?.category)).size).toBeGreaterThanOrEqual(5);
    expect(ofType('category_listing', 'global/category/').length).toBeGreaterThanOrEqual(5);
  });

  it('has 20+ news, press releases and events, with ended, planned and live events', () => {
    const editorial = published.filter(
      (e) => e.key.startsWith('global/events-and-news/') && ['news_article', 'event'].includes(String(e.file.content?.component)),
    );
    expect(editorial.length).toBeGreaterThanOrEqual(20);
    expect(new Set(ofType('event').map((e) => e.file.content?.status))).toEqual(new Set(['ended', 'planned', 'live']));
  });

  it('has every section of the site, the custom landings, market homes and extranet stories', () => {
    for (const key of [
      'global/home',
      'global/about-us',
      'global/about-us/our-company',
      'global/after-sales',
      'global/contacts',
      'global/work-with-us',
      'global/silca-shops',
      'global/resources',
      'global/resources/bulletins',
      'global/resources/catalogs',
      'global/resources/sales-agent',
      'global/new-solutions',
      'global/industrial-solutions',
      'global/custom-landing/thank-you-eng',
      'global/custom-landing/landing-smart-pro-mini',
      'italy/home',
      'spain/home',
      'france/home',
      'germany/home',
      'global/extranet',
    ]) {
      expect(store.published.byKey.get(key), key).toBeDefined();
    }
    expect(ofType('athlete').length).toBeGreaterThanOrEqual(3);
    expect(ofType('shop').length).toBeGreaterThanOrEqual(5);
    // Downloads: documents in the media folders of docs/requirements/content.md#media-folders (asset folders of the asset library).
    const folders = JSON.parse(readFileSync(path.join(dir, 'asset-folders.json'), 'utf8')).asset_folders as Array<{ id: number; name: string }>;
    expect(folders.map((f) => f.name)).toEqual(expect.arrayContaining(['AD-Software', 'Bulletins', 'operating-manuals', 'tutti-i-prodotti', 'video']));
    expect(folders).toHaveLength(37);
    const assets = JSON.parse(readFileSync(path.join(dir, 'assets.json'), 'utf8')).assets as Array<{ asset_folder_id: number | null }>;
    expect(new Set(assets.map((a) => a.asset_folder_id).filter((id) => id !== null)).size).toBeGreaterThanOrEqual(10);
    expect(store.published.byKey.get('global/download-area')?.file.content?.component).toBe('downloads_skeleton');
    expect(published.filter((e) => e.key.startsWith('global/extranet/')).length).toBeGreaterThanOrEqual(10);
  });

  it('has drafts that differ from the published state, and a draft-only story', () => {
    const home = store.draft.byKey.get('global/home')!;
    expect(JSON.stringify(home.file.content)).not.toEqual(JSON.stringify(store.published.byKey.get('global/home')!.file.content));
    const draftOnly = store.draft.all.filter((e) => !store.published.byId.has(e.file.id));
    expect(draftOnly.length).toBeGreaterThanOrEqual(1);
  });

  it('is complete: references, assets, translations and route paths (all but block schemas)', () => {
    const problems = validateSpace(dir, { templateSchemas: {}, blockSchemas: {}, allowMissingSchemas: true }).filter((p) => p.level === 'error');
    expect(problems.map(formatProblem)).toEqual([]);
  });
});
