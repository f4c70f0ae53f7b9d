import { z } from 'zod';
import { editorialHeroSchema } from '../editorial_hero/schema';

/** `editorial_hero_fixed_ratio`: the editorial_hero fields; the image is cropped to 16:9 (focus point kept). */
export const editorialHeroFixedRatioSchema = editorialHeroSchema.extend({
  component: z.literal('editorial_hero_fixed_ratio'),
});

export type EditorialHeroFixedRatioBlok = z.output<typeof editorialHeroFixedRatioSchema>;
