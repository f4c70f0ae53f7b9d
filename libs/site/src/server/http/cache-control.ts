/** Named cache strategies (docs/requirements/performance.md#page-cache). */
export const CACHE = {
  /** Shared caches keep five minutes, stale a day; the page cache rewrites them (decision 0740). */
  public: 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
  /** Extranet, previews, forms: never in a shared cache. */
  private: 'private, no-store',
  none: 'no-store',
} as const;
