/**
 * Named cache strategies (docs/requirements/architecture.md#examples, Hydrogen): public pages are CDN-cacheable and
 * revalidated in the background; private/preview responses are never stored by a shared cache.
 */
export const CACHE = {
  /**
   * Public content pages: browsers revalidate every time (a publish shows at once), shared caches
   * keep five minutes and serve stale for a day while revalidating. The page cache rewrites the
   * numbers from PAGE_CACHE_CDN_* (decision 0740); the webhook purges before they run out.
   */
  public: 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
  /** Extranet, previews, forms: never in a shared cache (docs/requirements/forms.md#bad-input). */
  private: 'private, no-store',
  none: 'no-store',
} as const;
