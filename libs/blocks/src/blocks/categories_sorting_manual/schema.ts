import { z } from 'zod';
import { blokBaseSchema, optionalText, storySchema } from '../../core/schema/common';

/**
 * `categories_sorting_manual`: `title?`, `categories` (relation to category stories, in the
 * editor's order; uuids resolved through rels: resolve_relations
 * `categories_sorting_manual.categories`).
 */
export const categoriesSortingManualSchema = blokBaseSchema.extend({
  component: z.literal('categories_sorting_manual'),
  title: optionalText,
  categories: z
    .array(z.union([z.string(), storySchema]))
    .nullable()
    .optional()
    .transform((value) => value ?? []),
});

export type CategoriesSortingManualBlok = z.output<typeof categoriesSortingManualSchema>;
