import type { AppLoadContext } from '@remix-run/node';
import type { Story } from '@silca/content';
import type { Locale } from '@silca/i18n';
import type { RelatedItem } from '@silca/search';
import { market } from '../market';
import { log } from './log';

/** Most related products shown on a product page. */
export const RELATED_PRODUCTS_MAX = 4;

/**
 * Related products of a product page (issue 11), as template data `relatedProducts`:
 * `RelatedItem[]` (`{ id, title, url, image, category }`, URLs in this market and locale) from
 * the search layer: Algolia Recommend's related-products model in production, the embedded
 * engine's similar items otherwise, the same category as a fallback. Never throws: without
 * search or on a search failure the list is empty and the page renders as before.
 */
export async function loadRelatedProducts({ story, locale, context }: { story: Story; locale: Locale; context: AppLoadContext }): Promise<{ relatedProducts: RelatedItem[] }> {
  if (!context.search) return { relatedProducts: [] };
  try {
    const relatedProducts = await context.search.related({ market: market.id, locale }, story.uuid, RELATED_PRODUCTS_MAX);
    return { relatedProducts };
  } catch (error) {
    log.warn('related products unavailable', { story: story.uuid, message: (error as Error).message });
    return { relatedProducts: [] };
  }
}
