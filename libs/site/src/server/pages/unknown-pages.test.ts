import { createHmac } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkStorySlugs, handleStoryblokWebhook, startContentBackend, type ContentBackend } from '@silca/content';
import { MARKETS } from '@silca/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnownPages, type KnownPages } from './known-pages.server';
import { storyblokStandIn } from '@silca/stand-in-storyblok';

// docs/requirements/hardening.md#unknown-pages, decision 1002: a URL that is no page is answered
// from the index of story slugs without a CMS request; a story published later is found once the
// webhook has the index rebuilt. Against the embedded Storyblok server over a copy of the space.

const CONTENT = path.resolve(import.meta.dirname, '../../../../../content');
let dir = '';
let backend: ContentBackend;
let known: KnownPages;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'silca-unknown-pages-'));
  cpSync(CONTENT, dir, { recursive: true });
  backend = await startContentBackend({ standIn: storyblokStandIn, env: { CONTENT_DIR: dir, STORYBLOK_RPS: '1000', STORYBLOK_CV_TTL_S: '0' } });
  known = createKnownPages({ market: MARKETS.global });
  backend.service.useStoryIndex(known);
  await known.refresh(backend.service);
}, 60_000);
afterAll(async () => {
  await backend?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const find = (language: string, segments: string[]) => backend.service.findStoryByPath({ website: 'global', language, path: segments });

describe('unknown pages', () => {
  it('a guessed product URL costs no CMS request, in any language, and no slug check either', async () => {
    const before = backend.upstreamRequests();
    const t0 = performance.now();
    expect(await find('en', ['products', 'zz-no-such-product'])).toBeNull();
    expect(await find('it', ['prodotti', 'zz-nessun-prodotto'])).toBeNull();
    expect(await checkStorySlugs(backend.service, { path: '/it/global/prodotti/zz-nessun-prodotto', locale: 'it', market: MARKETS.global })).toBeNull();
    const ms = performance.now() - t0;
    expect(backend.upstreamRequests()).toBe(before);
    // No CMS round trip: a few ms when idle (the CMS path took 150-350 ms); the bound leaves room
    // for a loaded machine, the request count above is the proof.
    expect(ms).toBeLessThan(1000);
  });

  it('a known product is found in its languages, and a wrong-language slug still finds its canonical path', async () => {
    expect((await find('en', ['products', 'air4gen']))?.story.full_slug).toMatch(/products\/air4gen$/);
    expect((await find('it', ['prodotti', 'air4gen']))?.story.uuid).toBeTruthy();
    expect(await checkStorySlugs(backend.service, { path: '/it/global/products/air4gen', locale: 'it', market: MARKETS.global })).toMatchObject({
      path: '/it/global/prodotti/air4gen',
    });
  });

  it('a story published later is found after its webhook rebuilds the index', async () => {
    expect(await find('en', ['products', 'zz-new-machine'])).toBeNull();
    const source = JSON.parse(readFileSync(path.join(dir, 'stories/global/products/air4gen.json'), 'utf8')) as { story: Record<string, unknown> };
    const story = {
      ...source.story,
      id: 990000001,
      uuid: '0f0e0d0c-0000-4000-8000-000000000001',
      name: 'ZZ New Machine',
      slug: 'zz-new-machine',
      full_slug: 'global/products/zz-new-machine',
    };
    writeFileSync(path.join(dir, 'stories/global/products/zz-new-machine.json'), JSON.stringify({ story }));
    const body = JSON.stringify({
      text: 'The user published the Story ZZ New Machine',
      action: 'published',
      space_id: 1,
      story_id: 990000001,
      full_slug: 'global/products/zz-new-machine',
    });
    const signature = createHmac('sha1', backend.config.webhookSecret!).update(body).digest('hex');
    const answer = await handleStoryblokWebhook(
      new Request('http://localhost/api/storyblok/webhook', { method: 'POST', headers: { 'webhook-signature': signature }, body }),
      backend.config.webhookSecret,
      [backend.webhookTarget],
    );
    expect(answer.status).toBe(200);
    // At once (the index is being rebuilt: the CMS is asked) and after the rebuild (from the index).
    expect((await find('en', ['products', 'zz-new-machine']))?.story.full_slug).toBe('global/products/zz-new-machine');
    await known.refresh(backend.service);
    expect(known.mayBeStory('global/products/zz-new-machine')).toBe(true);
    expect((await find('it', ['prodotti', 'zz-new-machine']))?.story.full_slug).toMatch(/zz-new-machine$/);
    expect(known.isKnown(backend.service, '/en/global/products/zz-new-machine')).toBe(true);
  });
});
