import { z } from 'zod';
import { assetSchema, blokBaseSchema, ctaFields, optionalText, storySchema, textOrRichtextSchema } from '../../core/schema/common';

/**
 * `product_hero`: `title`, `eyebrow?`, `text?`, `image`, `product?` (relation; the CTA target when `cta_link` is empty), `cta_label?`,
 * `cta_link?`, `cta_type?`.
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
