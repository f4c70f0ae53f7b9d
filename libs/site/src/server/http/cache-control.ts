/** Named cache strategies (docs/requirements/performance.md#page-cache). */
export const CACHE = {
  /**
   * Browsers revalidate each time; shared caches keep five minutes, stale for a day. The page cache rewrites the numbers from
   * PAGE_CACHE_CDN_* (decision 0740).
   */
  public: 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
  /** Extranet, previews, forms: never in a shared cache. */
  private: 'private, no-store',
  none: 'no-store',
} as const;
