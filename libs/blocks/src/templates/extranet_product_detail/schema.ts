import type { z } from 'zod';
import { productSchemaFor } from '../product_detail/schema';

/** `extranet_product_detail` content type: the product fields of docs/requirements/content.md#entities (as product_detail), partner-only. */
export const extranetProductDetailSchema = productSchemaFor('extranet_product_detail');

export type ExtranetProductDetailContent = z.output<typeof extranetProductDetailSchema>;
