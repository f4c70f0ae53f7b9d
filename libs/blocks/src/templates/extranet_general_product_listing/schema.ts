import type { z } from 'zod';
import { listingSchema } from '../../shared/listingSchema';

/** `extranet_general_product_listing` content type (docs/requirements/pages.md#page-templates): Extranet product families (/extranet/products/automotive, /residential): as general_product_listing, marked as the partner area. Fields as product_listing (shared/listingSchema.ts). */
export const extranetGeneralProductListingSchema = listingSchema('extranet_general_product_listing');

export type ExtranetGeneralProductListingContent = z.output<typeof extranetGeneralProductListingSchema>;
