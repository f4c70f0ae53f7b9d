import { z } from 'zod';
import { assetSchema, blokBaseSchema, optionalText } from '../../core/schema/common';

/** `media_carousel`: `title?`, `media` (asset[]: images and videos, by extension). */
export const mediaCarouselSchema = blokBaseSchema.extend({
  component: z.literal('media_carousel'),
  title: optionalText,
  media: z
    .array(assetSchema)
    .nullable()
    .optional()
    .transform((value) => value ?? []),
});

export type MediaCarouselBlok = z.output<typeof mediaCarouselSchema>;
