import type { z } from 'zod';
import { listingSchema } from '../../shared/listingSchema';

/** `category_listing` (docs/requirements/pages.md#page-templates): fields as product_listing. */
export const categoryListingSchema = listingSchema('category_listing');

export type CategoryListingContent = z.output<typeof categoryListingSchema>;
