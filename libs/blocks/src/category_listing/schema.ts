import type { z } from 'zod';
import { listingSchema } from '../shared/listingSchema';

/** `category_listing` content type (SPEC.md 2.4): Category page (SPEC.md 2.2 /category/{slug}): category title and intro, links to sub-categories, the category's products with sort and pagination. The site renders it in the layout with pre-footer. Fields as product_listing (shared/listingSchema.ts). */
export const categoryListingSchema = listingSchema('category_listing');

export type CategoryListingContent = z.output<typeof categoryListingSchema>;
