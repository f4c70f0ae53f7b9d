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

/**
 * The strategy of a multi-query request (docs/requirements/search.md#multi-query-strategy, decision 1055):
 * `value` is the body's `strategy` (or the legacy `?strategy=` query parameter); absent is
 * `none`. Throws {@link MultiQueryError} 400 naming the parameter for any other value, as the
 * twin refuses what it cannot follow rather than running every query silently.
 */
export function readStrategy(value: unknown): SearchStrategy {
  if (value === undefined || value === null || value === 'none') return 'none';
  if (value === 'stopIfEnoughMatches') return value;
  throw new MultiQueryError(400, `Invalid value for "strategy" parameter, expected "none" or "stopIfEnoughMatches"`);
}

/** Algolia's answer to more than {@link MAX_QUERIES} queries in one request (recorded by its users for search and Recommend). */
export const TOO_MANY_QUERIES = 'Too many queries in multi query request';

/**
 * Checks the `requests` of a multi-query body (docs/requirements/search.md#multi-query-strategy): an array
 * of at most {@link MAX_QUERIES} entries. Throws {@link MultiQueryError} 400 otherwise, with
 * Algolia's message {@link TOO_MANY_QUERIES} above the limit.
 */
export function readRequests(requests: unknown): unknown[] {
  if (!Array.isArray(requests)) throw new MultiQueryError(400, 'requests must be an array');
  if (requests.length > MAX_QUERIES) throw new MultiQueryError(400, TOO_MANY_QUERIES);
  return requests;
}

/** One query of a multi-query request as the runner sees it. */
export interface PlannedQuery<R> {
  /** Runs the query; its answer is returned as is. */
  run: () => R;
  /** The answer of a query the strategy skipped. */
  skipped: () => R;
  /** Whether an answer has enough matches to stop (hit queries: nbHits >= hitsPerPage; facet queries never). */
  enough: (answer: R) => boolean;
}

/**
 * Runs the queries of a multi-query request in order under `strategy`
 * (docs/requirements/search.md#multi-query-strategy, decision 1055). With `none` every query runs. With
 * `stopIfEnoughMatches` the queries run one by one and, as soon as one has at least its
 * `hitsPerPage` matches, the rest are not run: each still has its place in the answer, as the
 * `skipped()` stub (Algolia answers those with `processed: false` and no hits). Returns one
 * answer per query, in the order of `queries`.
 */
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

/**
 * The answer Algolia gives a hit query that `stopIfEnoughMatches` did not run
 * (docs/requirements/search.md#multi-query-strategy, decisions 1055 and 1067): no hits, `hitsPerPage` 0,
 * `processed: false`, the query's index and text, and its parameters as `params` (the stub of
 * Algolia's own multi-query emulator, algoliasearch-client-android `MultipleQueryEmulator`).
 * `params` are the query's search parameters as sent.
 */
export function skippedHits(index: string, params: Readonly<Record<string, unknown>>) {
  const echoed = Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: 0,
    exhaustiveNbHits: true,
    processingTimeMS: 0,
    query: String(params.query ?? ''),
    params: new URLSearchParams(echoed).toString(),
    index,
    processed: false as const,
  };
}

/** The answer of a facet-value query that `stopIfEnoughMatches` did not run: no facet hits, `processed: false`. */
export function skippedFacetHits() {
  return { facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0, processed: false as const };
}
