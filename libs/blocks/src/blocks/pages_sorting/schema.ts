import { z } from 'zod';
import { blokBaseSchema, optionalOption, optionalText, storySchema } from '../../core/schema/common';

/**
 * `pages_sorting`: cards linking to pages: `title?`, and either `pages` (relation, editor's
 * order; resolve_relations `pages_sorting.pages`) or `folder` (every page under it, sorted by
 * `sort`: name (default), date or position; fetched by the site through `automaticQueries`).
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
