import { z } from 'zod';
import { blokBaseSchema, bloksFieldSchema, optionalText, storySchema } from '../../core/schema/common';

/** `product_listing`: `title`, `intro?`, `category?` (uuid or resolved story), `body`. */
export const productListingSchema = blokBaseSchema.extend({
  component: z.literal('product_listing'),
  title: z.string().min(1),
  intro: optionalText,
  category: z.union([z.string(), storySchema]).nullable().optional(),
  body: bloksFieldSchema,
});

export type ProductListingContent = z.output<typeof productListingSchema>;
