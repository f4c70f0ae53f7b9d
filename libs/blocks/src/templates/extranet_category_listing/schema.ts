import type { z } from 'zod';
import { listingSchema } from '../../shared/listingSchema';

/** `extranet_category_listing` content type (docs/requirements/pages.md#page-templates): Extranet category page (/extranet/products/{category}): as category_listing, marked as the partner area. Never cached publicly (site). Fields as product_listing (shared/listingSchema.ts). */
export const extranetCategoryListingSchema = listingSchema('extranet_category_listing');

export type ExtranetCategoryListingContent = z.output<typeof extranetCategoryListingSchema>;
