import type { z } from 'zod';
import { listingSchema } from '../../shared/listingSchema';

/** `general_product_listing` content type (docs/requirements/pages.md#page-templates): All products (families such as /products/automotive and /products/residential): title, intro, product grid with sort and pagination. Fields as product_listing (shared/listingSchema.ts). */
export const generalProductListingSchema = listingSchema('general_product_listing');

export type GeneralProductListingContent = z.output<typeof generalProductListingSchema>;
