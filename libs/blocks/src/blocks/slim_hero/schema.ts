import { z } from 'zod';
import { assetSchema, blokBaseSchema, optionalText } from '../../core/schema/common';

/** `slim_hero`: a short page header band: `title`, `subtitle?`, `image?` (background, decorative). */
export const slimHeroSchema = blokBaseSchema.extend({
  component: z.literal('slim_hero'),
  title: z.string().min(1),
  subtitle: optionalText,
  image: assetSchema.nullable().optional(),
});

export type SlimHeroBlok = z.output<typeof slimHeroSchema>;
