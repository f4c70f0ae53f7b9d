import { SharedLoad, type ContentService, type RequestScope } from '@silca/content';

/** How long a derived page part is reused at most (ms), even when cv and story stay the same. */
export const STORY_MEMO_TTL_MS = 10_000;

interface MemoEntry {
  at: number;
  cv: number;
  load: SharedLoad<unknown>;
  done?: Promise<unknown>;
}

const memo = new WeakMap<object, Map<string, MemoEntry>>();

/** The space's cache version the content service last adopted; undefined (nothing memoised) without a cache. */
export function contentCacheVersion(content: ContentService): number | undefined {
  const cv = (content as { cacheVersion?: unknown }).cacheVersion;
  return typeof cv === 'number' ? cv : undefined;
}

/**
 * Work derived from one content answer, done once per `story` object, `key` and `cv` until the cv changes or
 * {@link STORY_MEMO_TTL_MS} passes (docs/requirements/performance.md#uncached-throughput, decision 0911); `cv` undefined runs
 * `compute` every time, in `request`'s scope. A rejection is forgotten; a leaving client only stops waiting
 * (docs/requirements/hardening.md#cancelled-requests). The result is shared: never mutate it.
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
