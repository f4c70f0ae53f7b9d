/**
 * Image options of rich-text images (SPEC.md section 9): quality and blur 0..100, brightness
 * -100..100, format webp/png/jpeg, rotate 90/180/270. Validated once per `<RichText>`; an
 * invalid set is reported and ignored (the image still renders, unfiltered).
 */
import { z } from 'zod';

export const richTextImageOptionsSchema = z.strictObject({
  /** Display width in px of the largest candidate (default 1280). */
  width: z.number().int().min(1).max(4000).optional(),
  /** JPEG/WebP quality 0..100 (SPEC.md 9). */
  quality: z.number().int().min(0).max(100).optional(),
  /** Gaussian blur 0..100 (SPEC.md 9). */
  blur: z.number().int().min(0).max(100).optional(),
  /** Brightness -100..100 (SPEC.md 9). */
  brightness: z.number().int().min(-100).max(100).optional(),
  /** Output format (SPEC.md 9). */
  format: z.enum(['webp', 'png', 'jpeg']).optional(),
  /** Clockwise rotation in degrees (SPEC.md 9). */
  rotate: z.union([z.literal(90), z.literal(180), z.literal(270)]).optional(),
});

/** Options of rich-text images (see `richTextImageOptionsSchema`). */
export type RichTextImageOptions = z.infer<typeof richTextImageOptionsSchema>;
