/**
 * Image options of rich-text images (docs/requirements/content.md#image-service): quality and blur 0..100, brightness
 * -100..100, format webp/png/jpeg, rotate 90/180/270. Validated once per `<RichText>`; an
 * invalid set is reported and ignored (the image still renders, unfiltered).
 */
import { z } from 'zod';

export const richTextImageOptionsSchema = z.strictObject({
  /** Display width in px of the largest candidate (default 1280). */
  width: z.number().int().min(1).max(4000).optional(),
  /** JPEG/WebP quality 0..100 (docs/requirements/content.md#image-service). */
  quality: z.number().int().min(0).max(100).optional(),
  /** Gaussian blur 0..100 (docs/requirements/content.md#image-service). */
  blur: z.number().int().min(0).max(100).optional(),
  /** Brightness -100..100 (docs/requirements/content.md#image-service). */
  brightness: z.number().int().min(-100).max(100).optional(),
  /** Output format (docs/requirements/content.md#image-service). */
  format: z.enum(['webp', 'png', 'jpeg']).optional(),
  /** Clockwise rotation in degrees (docs/requirements/content.md#image-service). */
  rotate: z.union([z.literal(90), z.literal(180), z.literal(270)]).optional(),
});

/** Options of rich-text images (see `richTextImageOptionsSchema`). */
export type RichTextImageOptions = z.infer<typeof richTextImageOptionsSchema>;
