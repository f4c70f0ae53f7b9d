import { z } from 'zod';
import { assetSchema, blokBaseSchema, ctaFields, optionalOption, optionalText } from '../../core/schema/common';

/** `full_banner`: `title`, `text?`, `image`, `align?` (left/center), `cta_label?`, `cta_link?`, `cta_type?`. */
export const fullBannerSchema = blokBaseSchema.extend({
  component: z.literal('full_banner'),
  title: z.string().min(1),
  text: optionalText,
  image: assetSchema,
  align: optionalOption(['left', 'center'] as const),
  ...ctaFields,
});

export type FullBannerBlok = z.output<typeof fullBannerSchema>;
