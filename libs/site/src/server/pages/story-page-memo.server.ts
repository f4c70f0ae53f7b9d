import { SharedLoad, type ContentService, type RequestScope } from '@silca/content';

/** How long a derived page part is reused at most (ms), even when cv and story stay the same. */
export const STORY_MEMO_TTL_MS = 10_000;

interface MemoEntry {
  at: number;
  cv: number;
  /** The computation while it runs, shared by the requests asking meanwhile. */
  load: SharedLoad<unknown>;
  /** Its value once computed. */
  done?: Promise<unknown>;
}

const memo = new WeakMap<object, Map<string, MemoEntry>>();

/**
 * The space's cache version the content service last adopted (libs/content `cacheVersion`), or
 * undefined when the service has none (a stand-in without a cache): then nothing is memoised.
 */
export function contentCacheVersion(content: ContentService): number | undefined {
  const cv = (content as { cacheVersion?: unknown }).cacheVersion;
  return typeof cv === 'number' ? cv : undefined;
}

/**
 * Work derived from one cached content answer, done once instead of on every request (docs/requirements/performance.md#uncached-throughput,
 * decision 0911): `compute` runs for the first request of `story` (the content cache's own object:
 * a new answer is a new object) with this `key` and `cv`, and its promise is shared by the
 * requests that follow until the space's cv changes (a publish), the story answer is replaced, or
 * {@link STORY_MEMO_TTL_MS} passed (linked stories refreshed in the background under the same cv).
 * A rejected computation is forgotten (the next request tries again). While it runs it belongs
 * to no one request: a request whose client leaves stops waiting, the computation goes on while
 * another waits (docs/requirements/hardening.md#cancelled-requests). Entries die with the story
 * answer (WeakMap). `cv` undefined: `compute` runs every time. `request`: the visitor request
 * asking; `compute` gets the scope it runs in (the shared one, or `request` when nothing is shared).
 *
 * What `compute` returns is shared between requests: callers must not mutate it.
 */
export function memoByStory<T>(
  story: object,
  cv: number | undefined,
  key: string,
  request: RequestScope | undefined,
  compute: (scope: RequestScope | undefined) => Promise<T>,
  now = Date.now(),
): Promise<T> {
  if (cv === undefined) return compute(request);
  let byKey = memo.get(story);
  if (!byKey) memo.set(story, (byKey = new Map()));
  const map = byKey;
  const fresh = (): MemoEntry => {
    const entry: MemoEntry = { at: now, cv, load: new SharedLoad<unknown>(`page parts ${key}`) };
    map.set(key, entry);
    return entry;
  };
  const hit = map.get(key);
  const entry = hit && hit.cv === cv && now - hit.at < STORY_MEMO_TTL_MS ? hit : fresh();
  if (entry.done) return entry.done as Promise<T>;
  // Joins the running computation, or starts it (the first request, or the entry just made).
  return entry.load.run(request, (scope) =>
    compute(scope).then(
      (value) => {
        entry.done = Promise.resolve(value);
        return value;
      },
      (error: unknown) => {
        if (map.get(key) === entry) map.delete(key);
        throw error;
      },
    ),
  ) as Promise<T>;
}
