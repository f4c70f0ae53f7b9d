import type { AppLoadContext } from '@remix-run/node';
import type { Locale } from '@silca/i18n';
import type { Story } from '@silca/content';
import { z } from 'zod';
import { loadPartnerProductListing, loadProductListing } from './listing-data.server';
import { loadRelatedProducts } from '../../search/related-products.server';

/** Page size of listings: the content service's page size (docs/requirements/content.md#client-limits). */
export const LISTING_PAGE_SIZE = 25;

const listingQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  sort: z.enum(['name_asc', 'name_desc']).catch('name_asc'),
});

/** Query of a listing page after validation: bad values fall back to defaults, never a 500. */
export type ListingQuery = z.infer<typeof listingQuery>;

/** The schema's own answer for a URL without `page` and `sort`, worked out once. */
const DEFAULT_LISTING_QUERY: ListingQuery = listingQuery.parse({});

/** Parses `?page=&sort=` of a listing (docs/requirements/pages.md#listings: sorting name A to Z, load more). */
export function parseListingQuery(url: URL): ListingQuery {
  // Most pages are asked for without either parameter: the defaults without a schema run (a zod
  // parse was 0.8% of a partner page, docs/requirements/performance.md#speed-goals profile).
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

/** Product listings: scope, facets, sort and page from the query (listing-data.server.ts, docs/requirements/pages.md#listings). */
const productListing: TemplateDataLoader = async ({ story, locale, url, context }) =>
  ({ ...(await loadProductListing({ story, locale, url, context })) }) as Record<string, unknown>;

/** Extranet product listings: the partner product sheets (listing-data.server.ts, docs/requirements/pages.md#listings). */
const partnerListing: TemplateDataLoader = async ({ story, locale, url, context }) =>
  ({ ...(await loadPartnerProductListing({ story, locale, url, context })) }) as Record<string, unknown>;

/** Template data loaders by content type; templates not listed here need only their story. */
export const TEMPLATE_DATA: Readonly<Record<string, TemplateDataLoader>> = {
  // Related products from the search layer (docs/requirements/search.md#search-goals): `relatedProducts: RelatedItem[]`.
  product_detail: ({ story, locale, context }) => loadRelatedProducts({ story, locale, context }) as Promise<Record<string, unknown>>,
  product_listing: productListing,
  category_listing: productListing,
  general_product_listing: productListing,
  extranet_general_product_listing: partnerListing,
  extranet_product_listing: partnerListing,
  extranet_category_listing: partnerListing,
};
