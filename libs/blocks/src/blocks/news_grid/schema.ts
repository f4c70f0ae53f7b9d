import { z } from 'zod';
import { blokBaseSchema, optionalOption, optionalText } from '../../core/schema/common';

/**
 * `news_grid`: `title?`, `folder`, `content_type?` (news_article default, event, athlete), `per_page?` (9); the site fetches pages 1..N
 * with the `total`.
 */
export const newsGridSchema = blokBaseSchema.extend({
  component: z.literal('news_grid'),
  title: optionalText,
  folder: z.string().min(1),
  content_type: optionalOption(['news_article', 'event', 'athlete'] as const),
  per_page: z.union([z.number(), z.string()]).optional(),
});

export type NewsGridBlok = z.output<typeof newsGridSchema>;
