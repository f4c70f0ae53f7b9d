import { z } from 'zod';
import { blokBaseSchema, optionalText, storySchema } from '../../core/schema/common';

/**
 * `products_carousel`: `title`, `products`: uuids looked up in `rels`, or story objects resolved in place; unresolved uuids are skipped
 * (decision 0530).
 */
export const productsCarouselSchema = blokBaseSchema.extend({
  component: z.literal('products_carousel'),
  title: z.string().min(1),
  subtitle: optionalText,
  products: z
    .array(z.union([z.string(), storySchema]))
    .nullable()
    .optional()
    .transform((value) => value ?? []),
});

export type ProductsCarouselBlok = z.output<typeof productsCarouselSchema>;
