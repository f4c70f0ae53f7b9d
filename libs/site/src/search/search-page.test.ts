import type { SearchService } from '@silca/search';
import { describe, expect, it } from 'vitest';
import { runSearch } from './search-page.server';

/** A search layer that counts what reaches it and answers like Algolia: 400 over 512 bytes. */
function searchLayer() {
  const queries: string[] = [];
  const service = {
    allow: async () => true,
    searchPublic: async (_scope: unknown, input: { query: string }) => {
      queries.push(input.query);
      if (new TextEncoder().encode(input.query).length > 512)
        throw Object.assign(new Error('Invalid value for "query" parameter, expected string shorter than 512 bytes'), { status: 400 });
      return { query: input.query, hits: [], nbHits: 0, page: 1, nbPages: 0, facets: { type: [], category: [] }, processingTimeMS: 1 };
    },
  };
  return { service: service as unknown as SearchService, queries };
}

const run = (service: SearchService, q: string) =>
  runSearch(service, {
    url: new URL(`http://x/en/global/search?q=${encodeURIComponent(q)}`),
    locale: 'en',
    clientKey: 'k',
    extranet: false,
    access: { map: async () => ({ canSee: () => true }) } as never,
  });

describe('search page: query length in bytes (docs/requirements/search.md#query-length)', () => {
  it('200 characters of 3 bytes (600 bytes) get the usual "no results", never the search service', async () => {
    const { service, queries } = searchLayer();
    const state = await run(service, '鍵'.repeat(200));
    expect(state.status).toBe('ok');
    expect(state.result).toMatchObject({ hits: [], nbHits: 0 });
    expect(queries).toEqual([]);
  });

  it('a long query within 512 bytes is searched (200 characters of 2 bytes = 400 bytes)', async () => {
    const { service, queries } = searchLayer();
    const state = await run(service, 'ü'.repeat(200));
    expect(state.status).toBe('ok');
    expect(queries).toEqual(['ü'.repeat(200)]);
  });
});
