import { z } from 'zod';
import { assetSchema, blokBaseSchema, optionalOption, optionalText } from '../../core/schema/common';

/**
 * `standalone_media`: `media` (a video by extension mp4/webm/ogv/mov), `poster?`, `captions?` (.vtt), `caption?`, `width?` (`container` or
 * `full`).
 */
export const standaloneMediaSchema = blokBaseSchema.extend({
  component: z.literal('standalone_media'),
  media: assetSchema,
  poster: assetSchema.nullable().optional(),
  captions: assetSchema.nullable().optional(),
  caption: optionalText,
  width: optionalOption(['container', 'full'] as const),
});

export type StandaloneMediaBlok = z.output<typeof standaloneMediaSchema>;
