import type { Story } from '@silca/content';
import { describe, expect, it } from 'vitest';
import { renderableStory } from './story-content.server';

const url = new URL('http://site.test/en/global/about-us');
const story = (content: Record<string, unknown>) =>
  ({ id: 1, uuid: 'u1', name: 'About us', slug: 'about-us', full_slug: 'global/about-us', content: { _uid: 'c', ...content } }) as unknown as Story;

describe('renderableStory (decisions 0781, 0964)', () => {
  it('parses the content on the server: validated, defaults applied, nothing to explain', () => {
    const result = renderableStory(story({ component: 'page', title: 'About us' }), { preview: false, url });
    expect(result.validated).toBe(true);
    expect(result.invalid).toBeUndefined();
    expect(result.story.content).toMatchObject({ component: 'page', title: 'About us', body: [] });
  });

  it('answers 404 to visitors for a story whose template has nothing to render', () => {
    let thrown: unknown;
    try {
      renderableStory(story({ component: 'page' }), { preview: false, url });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it('keeps the raw story in preview with the reason the page shows instead of the template', () => {
    const invalid = renderableStory(story({ component: 'page' }), { preview: true, url });
    expect(invalid.validated).toBe(false);
    expect(invalid.invalid).toEqual({ component: 'page', reason: expect.stringContaining('title') });
    const unknown = renderableStory(story({ component: 'teleporter' }), { preview: true, url });
    expect(unknown.invalid).toEqual({ component: 'teleporter', reason: 'no template for the content type "teleporter"' });
  });
});
