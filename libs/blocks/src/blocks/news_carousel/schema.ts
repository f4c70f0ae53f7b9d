import { z } from 'zod';
import { blokBaseSchema, optionalOption, optionalText, storySchema } from '../../core/schema/common';

/**
 * `news_carousel`: `title`, and `news` (news_article/event relations) or `folder` + `content_type` + `limit?` (default 8), the latest,
 * fetched by the site.
 */
export const newsCarouselSchema = blokBaseSchema.extend({
  component: z.literal('news_carousel'),
  title: z.string().min(1),
  news: z
    .array(z.union([z.string(), storySchema]))
    .nullable()
    .optional()
    .transform((value) => value ?? []),
  folder: optionalText,
  content_type: optionalOption(['news_article', 'event'] as const),
  limit: z.union([z.number(), z.string()]).optional(),
});

export type NewsCarouselBlok = z.output<typeof newsCarouselSchema>;
