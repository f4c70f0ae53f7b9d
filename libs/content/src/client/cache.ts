import { LRUCache } from 'lru-cache';

/** One cached upstream answer: the value, the cache version it belongs to, its slugs/uuids. */
export interface CacheEntry<T = unknown> {
  value: T;
  cv: number;
  /** Default full slugs and uuids of every story in the answer (for webhook invalidation). */
  refs: string[];
  /** Path prefix of a listing (`starts_with`), so a publish below it drops the listing. */
  prefix: string | null;
  bytes: number;
}

/**
 * A bounded response cache (docs/requirements/content.md#content-goals): at most `maxEntries` answers and `maxBytes` of JSON.
 * Keys are the upstream query without token and cv; the entry remembers its cv, so an entry of
 * an older cv is not fresh but still serves as the last good copy during an outage.
 */
export class ResponseCache {
  private readonly lru: LRUCache<string, CacheEntry>;

  constructor(maxEntries: number, maxBytes: number) {
    this.lru = new LRUCache<string, CacheEntry>({
      max: Math.max(1, maxEntries),
      maxSize: Math.max(1024, maxBytes),
      sizeCalculation: (e) => Math.max(1, e.bytes),
    });
  }

  get(key: string): CacheEntry | undefined {
    return this.lru.get(key);
  }

  set(key: string, entry: CacheEntry): void {
    this.lru.set(key, entry);
  }

  /**
   * Re-stamps entries with `cv`: all of them (after a webhook dropped what changed), or only
   * those whose cv is `onlyFrom`.
   */
  restamp(cv: number, onlyFrom?: number): void {
    for (const [, entry] of this.lru.entries()) if (onlyFrom === undefined || entry.cv === onlyFrom) entry.cv = cv;
  }

  delete(key: string): boolean {
    return this.lru.delete(key);
  }

  clear(): void {
    this.lru.clear();
  }

  entries(): Array<[string, CacheEntry]> {
    return [...this.lru.entries()];
  }

  get size(): number {
    return this.lru.size;
  }

  /** Bytes of JSON held (the bound is `maxBytes`). */
  get bytes(): number {
    return this.lru.calculatedSize;
  }
}

/** Canonical cache key of an upstream request: path + sorted params, token and cv left out. */
export function cacheKey(path: string, params: Record<string, unknown>): string {
  const parts = Object.keys(params)
    .filter((k) => k !== 'token' && k !== 'cv' && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${JSON.stringify(params[k])}`);
  return `${path}?${parts.join('&')}`;
}
