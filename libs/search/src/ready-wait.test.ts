import type { ContentService } from '@silca/content';
import type { Algoliasearch, RecommendClient } from 'algoliasearch';
import { describe, expect, it } from 'vitest';
import { SearchNotReadyError, SearchService } from './service';

// docs/requirements/hardening.md#cancelled-requests: a search waiting for the start-up index build
// stops waiting as soon as its client leaves (it waited up to READY_WAIT_MS, 30 s).

describe('search readiness wait and visitors who leave', () => {
  it('a visitor who leaves while the indexes are being built stops waiting at once', async () => {
    const service = new SearchService({
      searchClient: {} as Algoliasearch,
      recommendClient: {} as RecommendClient,
      content: {} as ContentService,
      indexPrefix: 'test',
      markets: ['global'],
      rateLimitPerMinute: 100,
      // A build that does not end within the test.
      whenReady: () => new Promise(() => undefined),
    });
    const visitor = new AbortController();
    const started = performance.now();
    const search = service.suggest({ market: 'global', locale: 'en', signal: visitor.signal }, 'futura');
    setTimeout(() => visitor.abort(), 50);
    await expect(search).rejects.toBeInstanceOf(SearchNotReadyError);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
