import type { ContentService, Story } from '@silca/content';
import { MARKETS } from '@silca/i18n';
import { describe, expect, it, vi } from 'vitest';
import { recordsFor, reindexStory, StoryReader } from './indexer';

// docs/requirements/hardening.md#partial-content: a story with nothing renderable answers 404, so it gets no search record, neither
// from a full build nor from a publish event. The site passes libs/blocks' template check.

const story = (id: number, slug: string, component: string): Story =>
  ({
    id,
    uuid: `u-${id}`,
    name: slug,
    slug,
    full_slug: `global/${slug}`,
    content: { _uid: `c${id}`, component, title: slug },
    translated_slugs: [],
  }) as unknown as Story;

const STORIES = [story(1, 'privacy-policy', 'page'), story(2, 'broken-page', 'broken')];
const content = {
  listStories: async ({ page }: { page?: number }) => ({ stories: page === 1 ? STORIES : [], total: STORIES.length, perPage: 100 }),
  getStory: async (slug: string) => {
    const found = STORIES.find((s) => s.full_slug === slug);
    return found ? { story: found, rels: [], links: [], cv: 1 } : null;
  },
} as unknown as ContentService;
const renderable = (s: Story) => s.content.component !== 'broken';
const plan = { name: 'test_global_en', market: MARKETS.global, locale: 'en' as const, extranet: false };

describe('search records of stories with nothing renderable (docs/requirements/hardening.md#partial-content)', () => {
  it('a build leaves them out', async () => {
    const all = await recordsFor(plan, new StoryReader(content));
    expect(all.map((r) => r.slug)).toEqual(expect.arrayContaining(['global/privacy-policy', 'global/broken-page']));
    const checked = await recordsFor(plan, new StoryReader(content), undefined, async (s) => renderable(s));
    expect(checked.map((r) => r.slug)).toEqual(['global/privacy-policy']);
  });

  it('a publish event removes its old records and writes none', async () => {
    const client = { deleteBy: vi.fn(async () => ({})), saveObjects: vi.fn(async () => ({})) };
    const written = await reindexStory(
      client as never,
      content,
      { action: 'published', storyId: 2, fullSlug: 'global/broken-page' },
      { prefix: 't_', markets: ['global'], isRenderable: renderable },
    );
    expect(client.deleteBy).toHaveBeenCalled();
    expect(client.saveObjects).not.toHaveBeenCalled();
    expect(Object.values(written).every((n) => n === 0)).toBe(true);
    await reindexStory(
      client as never,
      content,
      { action: 'published', storyId: 1, fullSlug: 'global/privacy-policy' },
      { prefix: 't_', markets: ['global'], isRenderable: renderable },
    );
    expect(client.saveObjects).toHaveBeenCalled();
  });
});
