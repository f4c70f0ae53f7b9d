import type { z } from 'zod';
import { listingSchema } from '../../shared/listingSchema';

/** `category_listing` content type (docs/requirements/pages.md#layouts): Category page (docs/requirements/urls.md#translated-segments /category/{slug}): category title and intro, links to sub-categories, the category's products with sort and pagination. The site renders it in the layout with pre-footer. Fields as product_listing (shared/listingSchema.ts). */
export const categoryListingSchema = listingSchema('category_listing');

export type CategoryListingContent = z.output<typeof categoryListingSchema>;
