import type { z } from 'zod';
import { listingSchema } from '../../shared/listingSchema';

/** `extranet_product_listing` (docs/requirements/pages.md#page-templates): fields as product_listing. */
export const extranetProductListingSchema = listingSchema('extranet_product_listing');

export type ExtranetProductListingContent = z.output<typeof extranetProductListingSchema>;
