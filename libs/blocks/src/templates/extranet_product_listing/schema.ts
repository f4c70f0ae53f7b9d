import type { z } from 'zod';
import { listingSchema } from '../../shared/listingSchema';

/** `extranet_product_listing` content type (docs/requirements/pages.md#page-templates): Extranet products list (/extranet/products): as product_listing, marked as the partner area. Fields as product_listing (shared/listingSchema.ts). */
export const extranetProductListingSchema = listingSchema('extranet_product_listing');

export type ExtranetProductListingContent = z.output<typeof extranetProductListingSchema>;
