import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentBackend, type ContentBackend } from '@silca/content';
import { startLocalServer, type LocalServer } from './server';
import { storyblokStandIn } from './stand-in';

// docs/requirements/content.md#real-api-shapes: stories exported exactly as the CDN API v2 returns them load, and the
// server answers translated_slugs / default_full_slug as the real API does, with and without the
// Translatable Slugs app.

function write(dir: string, rel: string, body: unknown): void {
  const file = path.join(dir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(body));
}

/** A story in the CDN API's own answer shape (`GET cdn/stories/{slug}` of a space without the app). */
function cdnStory(id: number, fullSlug: string, content: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const slug = fullSlug.split('/').pop()!;
  return {
    story: {
      name: slug,
      created_at: '2024-01-01T10:00:00.000Z',
      published_at: `2024-0${(id % 9) + 1}-01T10:00:00.000Z`,
      updated_at: `2024-0${(id % 9) + 1}-02T10:00:00.000Z`,
      id,
      uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      content: { _uid: `u${id}`, component: 'page', ...content },
      slug,
      full_slug: fullSlug,
      sort_by_date: null,
      position: -id,
      tag_list: [],
      is_startpage: false,
      parent_id: 1,
      meta_data: null,
      group_id: `10000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      first_published_at: '2024-01-01T10:00:00.000Z',
      release_id: null,
      lang: 'default',
      path: null,
      alternates: [],
      default_full_slug: null,
      translated_slugs: null,
      ...extra,
    },
    cv: 1700000000,
    rels: [],
    links: [],
  };
}

function space(translatable: boolean) {
  const dir = mkdtempSync(path.join(tmpdir(), 'real-shape-'));
  write(dir, 'space.json', {
    space: { id: 9, name: 'Real', domain: 'https://example.com/', version: 1700000000, language_codes: ['it', 'de'], translatable_slugs: translatable },
  });
  return dir;
}

const uuidOf = (id: number) => `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;

describe('a space without translatable slugs, stories in the CDN shape', () => {
  let server: LocalServer;
  let backend: ContentBackend;
  beforeAll(async () => {
    const dir = space(false);
    write(dir, 'stories/global/home.json', cdnStory(11, 'global/home', { title: 'Home', title__i18n__it: 'Casa', related: [uuidOf(12), uuidOf(13)] }));
    write(dir, 'stories/global/about.json', cdnStory(12, 'global/about', { title: 'About', related: [uuidOf(14)] }));
    write(dir, 'stories/global/news/a.json', cdnStory(13, 'global/news/a', { title: 'A', secret_notes: 'x' }));
    write(
      dir,
      'stories/global/news/b.json',
      cdnStory(
        14,
        'global/news/b',
        { title: 'B' },
        { alternates: [{ id: 99, name: 'B (it)', slug: 'b', published: true, full_slug: 'it-folder/b', is_folder: false, parent_id: 5 }] },
      ),
    );
    server = await startLocalServer({ contentDir: dir });
    backend = await startContentBackend({ standIn: storyblokStandIn, env: { CONTENT_DIR: dir } });
  });
  afterAll(async () => {
    await server.close();
    await backend.close();
  });
  const get = async (p: string) => {
    const res = await fetch(`${server.endpoint}/cdn/${p}${p.includes('?') ? '&' : '?'}token=local-public`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('loads every story (translated_slugs: null is not a reason to skip one)', async () => {
    const { body } = await get('stories?per_page=100');
    expect((body.stories as unknown[]).length).toBe(4);
  });

  it('answers translated_slugs and default_full_slug null, slugs untranslated, in every language', async () => {
    const r = await backend.service.getStory('global/home', { language: 'it' });
    expect(r?.story.translated_slugs).toBeNull();
    expect(r?.story.default_full_slug).toBeNull();
    // The language prefix even without the app (docs/requirements/content.md#real-api-shapes); default path = full_slug minus it.
    expect(r?.story.full_slug).toBe('it/global/home');
    expect(r?.story.content.title).toBe('Casa');
    // `{lang}/{default path}` still selects the language.
    const { body } = await get('stories/it/global/home');
    expect((body.story as { lang: string; full_slug: string }).lang).toBe('it');
  });

  it('keeps alternates as exported', async () => {
    const { body } = await get('stories/global/news/b');
    expect((body.story as { alternates: unknown[] }).alternates).toEqual([
      { id: 99, name: 'B (it)', slug: 'b', published: true, full_slug: 'it-folder/b', is_folder: false, parent_id: 5 },
    ]);
  });

  it('keeps the order of rels (order of appearance) and resolves a second level on resolve_level=2', async () => {
    const one = await get('stories/global/home?resolve_relations=page.related');
    expect((one.body.rels as Array<{ id: number }>).map((s) => s.id)).toEqual([12, 13]);
    const two = await get('stories/global/home?resolve_relations=page.related&resolve_level=2');
    expect((two.body.rels as Array<{ id: number }>).map((s) => s.id)).toEqual([12, 13, 14]);
    expect((await get('stories/global/home?resolve_level=3')).status).toBe(422);
  });

  it('implements the date filters, level and excluding_fields', async () => {
    const ids = async (q: string) => ((await get(`stories?${q}`)).body.stories as Array<{ id: number }>).map((s) => s.id).sort();
    expect(await ids('published_at_gt=2024-04-15 00:00')).toEqual([13, 14]);
    expect(await ids('published_at_lt=2024-04-15 00:00')).toEqual([11, 12]);
    expect(await ids('updated_at_gt=2024-06-01')).toEqual([14]);
    expect(await ids('first_published_at_lt=2023-01-01')).toEqual([]);
    expect(await ids('level=3')).toEqual([13, 14]);
    const { body } = await get('stories/global/news/a?excluding_fields=secret_notes');
    expect((body.story as { content: Record<string, unknown> }).content).not.toHaveProperty('secret_notes');
    expect((await get('stories?published_at_gt=yesterday')).status).toBe(422);
  });

  it('refuses documented parameters it does not implement with a clear 422', async () => {
    for (const p of ['from_release=1', 'resolve_assets=1', 'in_workflow_stages=1', 'resolve_links_level=5']) {
      const { status, body } = await get(`stories?${p}`);
      expect(status, p).toBe(422);
      expect(JSON.stringify(body)).toMatch(/embedded server|must be 1 or 2/);
    }
  });
});

describe('a space with translatable slugs, stories in the CDN shape', () => {
  it('reads translated_slugs paths and answers them for every language like the real API', async () => {
    const dir = space(true);
    write(
      dir,
      'stories/global/news/c.json',
      cdnStory(
        21,
        'global/news/c',
        { title: 'C' },
        {
          default_full_slug: 'global/news/c',
          translated_slugs: [{ path: 'global/news/ci', name: 'Ci', lang: 'it', published: true }],
        },
      ),
    );
    const server = await startLocalServer({ contentDir: dir });
    try {
      const res = await fetch(`${server.endpoint}/cdn/stories/global/news/c?token=local-public&language=it`);
      const story = (
        (await res.json()) as {
          story: { full_slug: string; default_full_slug: string; translated_slugs: Array<{ lang: string; path: string; name: string | null }> };
        }
      ).story;
      expect(story.full_slug).toBe('it/global/news/ci');
      expect(story.default_full_slug).toBe('global/news/c');
      expect(story.translated_slugs.find((t) => t.lang === 'it')).toMatchObject({ path: 'global/news/ci', name: 'Ci' });
      // Without a translation the entry falls back to the default path and has no name.
      expect(story.translated_slugs.find((t) => t.lang === 'de')).toMatchObject({ path: 'global/news/c', name: null });
    } finally {
      await server.close();
    }
  });
});
