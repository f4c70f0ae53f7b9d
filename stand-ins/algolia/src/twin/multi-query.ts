/** Strategies of a multi-query request (Algolia's `searchStrategy`). */
export type SearchStrategy = 'none' | 'stopIfEnoughMatches';

/** Most queries in one multi-query request (Algolia's API reference: up to 50). */
export const MAX_QUERIES = 50;

/** A multi-query request the twin refuses: status and message as the twin answers them. */
export class MultiQueryError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The strategy of a multi-query request (docs/requirements/search.md#multi-query-strategy); any other value throws 400. */
export function readStrategy(value: unknown): SearchStrategy {
  if (value === undefined || value === null || value === 'none') return 'none';
  if (value === 'stopIfEnoughMatches') return value;
  throw new MultiQueryError(400, `Invalid value for "strategy" parameter, expected "none" or "stopIfEnoughMatches"`);
}

/** Algolia's answer to more than {@link MAX_QUERIES} queries in one request (recorded by its users for search and Recommend). */
export const TOO_MANY_QUERIES = 'Too many queries in multi query request';

/** Checks the `requests` of a multi-query body (docs/requirements/search.md#multi-query-strategy); throws 400 otherwise. */
export function readRequests(requests: unknown): unknown[] {
  if (!Array.isArray(requests)) throw new MultiQueryError(400, 'requests must be an array');
  if (requests.length > MAX_QUERIES) throw new MultiQueryError(400, TOO_MANY_QUERIES);
  return requests;
}

/** One query of a multi-query request as the runner sees it. */
export interface PlannedQuery<R> {
  run: () => R;
  skipped: () => R;
  /** Whether an answer has enough matches to stop (hit queries: nbHits >= hitsPerPage). */
  enough: (answer: R) => boolean;
}

/** Runs the queries in order under `strategy` (docs/requirements/search.md#multi-query-strategy); one answer per query. */
export function runQueries<R>(queries: ReadonlyArray<PlannedQuery<R>>, strategy: SearchStrategy): R[] {
  const results: R[] = [];
  let stopped = false;
  for (const q of queries) {
    if (stopped) {
      results.push(q.skipped());
      continue;
    }
    const answer = q.run();
    results.push(answer);
    if (strategy === 'stopIfEnoughMatches' && q.enough(answer)) stopped = true;
  }
  return results;
}

/** The answer Algolia gives a hit query that `stopIfEnoughMatches` did not run. */
export function skippedHits(index: string, query: string, hitsPerPage: number) {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: 0,
    query,
    params: '',
    index,
    processed: false as const,
  };
}

/** The answer of a facet-value query that `stopIfEnoughMatches` did not run: no facet hits, `processed: false`. */
export function skippedFacetHits() {
  return { facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0, processed: false as const };
}
