import type { AppLoadContext } from '@remix-run/node';
import type { Locale } from '@silca/i18n';
import type { Story } from '@silca/content';
import { z } from 'zod';
import { loadPartnerProductListing, loadProductListing } from './listing-data.server';
import { loadRelatedProducts } from '../../search/related-products.server';

/** docs/requirements/content.md#client-limits */
export const LISTING_PAGE_SIZE = 25;

const listingQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  sort: z.enum(['name_asc', 'name_desc']).catch('name_asc'),
});

/** Query of a listing page after validation: bad values fall back to defaults, never a 500. */
export type ListingQuery = z.infer<typeof listingQuery>;

const DEFAULT_LISTING_QUERY: ListingQuery = listingQuery.parse({});

/** Parses `?page=&sort=` of a listing (docs/requirements/pages.md#listings). */
export function parseListingQuery(url: URL): ListingQuery {
  // Most requests carry neither: skip the schema (docs/requirements/performance.md#uncached-throughput).
  if (!url.searchParams.has('page') && !url.searchParams.has('sort')) return { ...DEFAULT_LISTING_QUERY };
  return listingQuery.parse(Object.fromEntries(url.searchParams));
}

interface TemplateDataArgs {
  story: Story;
  locale: Locale;
  url: URL;
  context: AppLoadContext;
}

/** Extra data a template needs beyond its story, fetched by the loader (keyed by content type). */
type TemplateDataLoader = (args: TemplateDataArgs) => Promise<Record<string, unknown>>;

const productListing: TemplateDataLoader = async ({ story, locale, url, context }) =>
  ({ ...(await loadProductListing({ story, locale, url, context })) }) as Record<string, unknown>;

const partnerListing: TemplateDataLoader = async ({ story, locale, url, context }) =>
  ({ ...(await loadPartnerProductListing({ story, locale, url, context })) }) as Record<string, unknown>;

/** Template data loaders by content type; templates not listed here need only their story. */
export const TEMPLATE_DATA: Readonly<Record<string, TemplateDataLoader>> = {
  // docs/requirements/search.md#related-products
  product_detail: ({ story, locale, context }) => loadRelatedProducts({ story, locale, context }) as Promise<Record<string, unknown>>,
  product_listing: productListing,
  category_listing: productListing,
  general_product_listing: productListing,
  extranet_general_product_listing: partnerListing,
  extranet_product_listing: partnerListing,
  extranet_category_listing: partnerListing,
};
