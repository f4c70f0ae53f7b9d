import type { z } from 'zod';
import { listingSchema } from '../../shared/listingSchema';

/** `general_product_listing` (docs/requirements/pages.md#page-templates): fields as product_listing. */
export const generalProductListingSchema = listingSchema('general_product_listing');

export type GeneralProductListingContent = z.output<typeof generalProductListingSchema>;
