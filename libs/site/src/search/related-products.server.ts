import type { AppLoadContext } from '@remix-run/node';
import { LRUCache } from 'lru-cache';
import type { Story } from '@silca/content';
import type { Locale } from '@silca/i18n';
import type { RelatedItem } from '@silca/search';
import { market } from '../market';
import { log } from '../server/http/log';

export const RELATED_PRODUCTS_MAX = 4;

/** Ms a product's related list is reused (docs/requirements/pages.md#related-products). */
export const RELATED_PRODUCTS_TTL_MS = 60_000;

const cache = new LRUCache<string, RelatedItem[]>({ max: 5_000, ttl: RELATED_PRODUCTS_TTL_MS });

/** Related products as `RelatedItem[]` (docs/requirements/pages.md#related-products); never throws, empty on failure. */
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
