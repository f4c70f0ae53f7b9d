import { z } from 'zod';
import { storyblokDateSchema } from '../../templates/product_detail/schema';
import { assetSchema, blokBaseSchema, optionalText } from '../../core/schema/common';

/** `article_hero`: `title`, `eyebrow?`, `date?` (Storyblok datetime), `excerpt?`, `image?`. */
export const articleHeroSchema = blokBaseSchema.extend({
  component: z.literal('article_hero'),
  title: z.string().min(1),
  eyebrow: optionalText,
  date: storyblokDateSchema,
  excerpt: optionalText,
  image: assetSchema.nullable().optional(),
});

export type ArticleHeroBlok = z.output<typeof articleHeroSchema>;
