import { z } from 'zod';
import { blokBaseSchema, optionalText, storySchema } from '../../core/schema/common';

/**
 * `products_carousel` (docs/content-model.md): `title`, `products`.
 *
 * `products` is a multi-option relation to product stories. Decision (docs/decisions/0530):
 * each entry may be a uuid (looked up in the `rels` that the site passes to BlocksProvider,
 * from a request with `resolve_relations=products_carousel.products`) or the story object
 * itself (storyblok-js-client resolves relations in place). Unresolved uuids are skipped.
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
