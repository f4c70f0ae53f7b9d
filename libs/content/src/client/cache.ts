import { LRUCache } from 'lru-cache';

/** One cached upstream answer and the cv it belongs to. */
export interface CacheEntry<T = unknown> {
  value: T;
  cv: number;
  /** Default full slugs and uuids of every story in the answer. */
  refs: string[];
  /** `starts_with` of a listing. */
  prefix: string | null;
  bytes: number;
}

/** A bounded response cache (docs/requirements/content.md#content-cache): `maxEntries` answers, `maxBytes` of JSON. */
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

  /** Re-stamps entries with `cv`: all, or only those whose cv is `onlyFrom`. */
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
