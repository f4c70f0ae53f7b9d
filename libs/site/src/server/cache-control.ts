/**
 * Named cache strategies (DESIGN.md section 8, Hydrogen): public pages are CDN-cacheable and
 * revalidated in the background; private/preview responses are never stored by a shared cache.
 */
export const CACHE = {
  /** Public content pages: a minute in browsers, five at the CDN, stale for a day while revalidating. */
  public: 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400',
  /** Extranet, previews, forms: never in a shared cache (DESIGN.md section 7). */
  private: 'private, no-store',
  none: 'no-store',
} as const;
