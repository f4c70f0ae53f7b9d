import { z } from 'zod';
import { assetSchema, blokBaseSchema, optionalOption, optionalText } from '../../core/schema/common';

/** `image_grid`: `title?`, `columns?` (2/3/4, default 3), `images` (asset[]; captions from each asset's `title`). */
export const imageGridSchema = blokBaseSchema.extend({
  component: z.literal('image_grid'),
  title: optionalText,
  columns: optionalOption(['2', '3', '4'] as const),
  images: z
    .array(assetSchema)
    .nullable()
    .optional()
    .transform((value) => value ?? []),
});

export type ImageGridBlok = z.output<typeof imageGridSchema>;
