import type { z } from 'zod';
import { listingSchema } from '../../shared/listingSchema';

/** `extranet_category_listing` (docs/requirements/pages.md#page-templates): fields as product_listing. */
export const extranetCategoryListingSchema = listingSchema('extranet_category_listing');

export type ExtranetCategoryListingContent = z.output<typeof extranetCategoryListingSchema>;
