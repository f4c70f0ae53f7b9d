import type { z } from 'zod';
import { listingSchema } from '../../shared/listingSchema';

/** `extranet_general_product_listing` (docs/requirements/pages.md#page-templates): fields as product_listing. */
export const extranetGeneralProductListingSchema = listingSchema('extranet_general_product_listing');

export type ExtranetGeneralProductListingContent = z.output<typeof extranetGeneralProductListingSchema>;
