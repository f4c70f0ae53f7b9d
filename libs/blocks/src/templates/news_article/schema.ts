import { z } from 'zod';
import { storyblokDateSchema } from '../product_detail/schema';
import { assetSchema, blokBaseSchema, bloksFieldSchema, optionalText, richtextSchema } from '../../core/schema/common';

/** `news_article` (news, press, news about us): `title`, `date`, `excerpt`, `image`, `body`, `category?`, `bloks?`. */
export const newsArticleSchema = blokBaseSchema.extend({
  component: z.literal('news_article'),
  title: z.string().min(1),
  date: storyblokDateSchema,
  excerpt: optionalText,
  image: assetSchema.nullable().optional(),
  body: richtextSchema.optional(),
  category: optionalText,
  bloks: bloksFieldSchema.optional(),
});

export type NewsArticleContent = z.output<typeof newsArticleSchema>;
