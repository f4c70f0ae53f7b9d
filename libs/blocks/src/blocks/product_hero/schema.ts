import { z } from 'zod';
import { assetSchema, blokBaseSchema, ctaFields, optionalText, storySchema, textOrRichtextSchema } from '../../core/schema/common';

/**
 * `product_hero`: a hero that presents one product: `title`, `eyebrow?`, `text?`, `image`
 * (product shot, shown whole on white), `product?` (relation to the product story: its link
 * becomes the CTA target when `cta_link` is empty; resolve_relations `product_hero.product`),
 * `cta_label?`, `cta_link?`, `cta_type?`.
 */
export const productHeroSchema = blokBaseSchema.extend({
  component: z.literal('product_hero'),
  title: z.string().min(1),
  eyebrow: optionalText,
  text: textOrRichtextSchema,
  image: assetSchema.nullable().optional(),
  product: z.union([z.string(), storySchema]).nullable().optional(),
  ...ctaFields,
});

export type ProductHeroBlok = z.output<typeof productHeroSchema>;
