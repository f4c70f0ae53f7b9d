import { z } from 'zod';
import { blokBaseSchema, optionalOption, optionalText } from '../../core/schema/common';

/**
 * `news_grid`: `title?`, `folder` (e.g. `italy/events-and-news/press-releases/`),
 * `content_type?` (news_article default, event, or athlete), `per_page?` (default 9). The site fetches
 * pages 1..N (`?page=N`) through `automaticQueries` and passes them with the `total`.
 */
export const newsGridSchema = blokBaseSchema.extend({
  component: z.literal('news_grid'),
  title: optionalText,
  folder: z.string().min(1),
  content_type: optionalOption(['news_article', 'event', 'athlete'] as const),
  per_page: z.union([z.number(), z.string()]).optional(),
});

export type NewsGridBlok = z.output<typeof newsGridSchema>;
