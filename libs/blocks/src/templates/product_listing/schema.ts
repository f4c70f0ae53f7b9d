import { z } from 'zod';
import { blokBaseSchema, bloksFieldSchema, optionalText, storySchema } from '../../core/schema/common';

/**
 * `product_listing` content type (docs/content-model.md): products list and category lists.
 * `title`, `intro?`, `category?` (uuid of a `category` story, or the story when resolved),
 * `body: blok[]`.
 */
export const productListingSchema = blokBaseSchema.extend({
  component: z.literal('product_listing'),
  title: z.string().min(1),
  intro: optionalText,
  category: z.union([z.string(), storySchema]).nullable().optional(),
  body: bloksFieldSchema,
});

export type ProductListingContent = z.output<typeof productListingSchema>;
