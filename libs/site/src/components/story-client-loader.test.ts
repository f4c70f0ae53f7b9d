import { describe, expect, it } from 'vitest';
import { storyClientLoader } from './story-view';

const args = (data: unknown) => ({ serverLoader: async () => data }) as unknown as Parameters<typeof storyClientLoader>[0];

describe('storyClientLoader (docs/requirements/pages.md#links-that-resolve)', () => {
  it('answers data that is no page (a file the page route was asked for) with a 404 for the error screen', async () => {
    for (const data of ['%PDF-1.4 ...', undefined, null, { seo: {} }]) {
      const thrown = await storyClientLoader(args(data)).then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown, String(data)).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    }
  });

  it('passes page data through', async () => {
    const search = { kind: 'extranet-search', heading: 'Ricerca', search: {} };
    await expect(storyClientLoader(args(search))).resolves.toBe(search);
  });
});
