import { z } from 'zod';
import { assetSchema, blokBaseSchema, ctaFields, optionalText } from '../../core/schema/common';

/** `small_banner` (docs/content-model.md): `title`, `text?`, `image?`, `cta_label?`, `cta_link?`, `cta_type?`. */
export const smallBannerSchema = blokBaseSchema.extend({
  component: z.literal('small_banner'),
  title: z.string().min(1),
  text: optionalText,
  image: assetSchema.nullable().optional(),
  ...ctaFields,
});

export type SmallBannerBlok = z.output<typeof smallBannerSchema>;
