import type { AppLoadContext } from '@remix-run/node';
import { LRUCache } from 'lru-cache';
import type { Story } from '@silca/content';
import type { Locale } from '@silca/i18n';
import type { RelatedItem } from '@silca/search';
import { market } from '../market';
import { log } from '../server/http/log';

/** Most related products shown on a product page. */
export const RELATED_PRODUCTS_MAX = 4;

/**
 * How long a product's related list is reused, in ms. Asking the search layer costs a round trip
 * and a similarity query per product page (about 1.5 ms of CPU with the embedded engine, docs/requirements/performance.md#uncached-throughput
 * profile); a list one minute old is fresh enough for a "related products" strip, and the
 * product's own page is purged by the publish webhook anyway.
 */
export const RELATED_PRODUCTS_TTL_MS = 60_000;

const cache = new LRUCache<string, RelatedItem[]>({ max: 5_000, ttl: RELATED_PRODUCTS_TTL_MS });

/**
 * Related products of a product page (docs/requirements/search.md#search-goals), as template data `relatedProducts`:
 * `RelatedItem[]` (`{ id, title, url, image, category }`, URLs in this market and locale) from
 * the search layer: Algolia Recommend's related-products model in production, the embedded
 * engine's similar items otherwise, the same category as a fallback. Never throws: without
 * search or on a search failure the list is empty and the page renders as before (a failure is
 * not remembered). Answers are reused for {@link RELATED_PRODUCTS_TTL_MS} per market, locale and story.
 */
export async function loadRelatedProducts({
  story,
  locale,
  context,
}: {
  story: Story;
  locale: Locale;
  context: AppLoadContext;
}): Promise<{ relatedProducts: RelatedItem[] }> {
  if (!context.search) return { relatedProducts: [] };
  const key = `${market.id}|${locale}|${story.uuid}`;
  const known = cache.get(key);
  if (known) return { relatedProducts: known };
  try {
    const relatedProducts = await context.search.related({ market: market.id, locale }, story.uuid, RELATED_PRODUCTS_MAX);
    cache.set(key, relatedProducts);
    return { relatedProducts };
  } catch (error) {
    log.warn('related products unavailable', { story: story.uuid, message: (error as Error).message });
    return { relatedProducts: [] };
  }
}
