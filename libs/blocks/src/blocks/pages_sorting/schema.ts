import { z } from 'zod';
import { blokBaseSchema, optionalOption, optionalText, storySchema } from '../../core/schema/common';

/**
 * `pages_sorting`: `title?`, and `pages` (relations, editor's order) or `folder` with `sort` (name default, date, position), fetched by the
 * site.
 */
export const pagesSortingSchema = blokBaseSchema.extend({
  component: z.literal('pages_sorting'),
  title: optionalText,
  pages: z
    .array(z.union([z.string(), storySchema]))
    .nullable()
    .optional()
    .transform((value) => value ?? []),
  folder: optionalText,
  sort: optionalOption(['name', 'date', 'position'] as const),
});

export type PagesSortingBlok = z.output<typeof pagesSortingSchema>;
