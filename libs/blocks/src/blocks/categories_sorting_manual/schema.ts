import { z } from 'zod';
import { blokBaseSchema, optionalText, storySchema } from '../../core/schema/common';

/** `categories_sorting_manual`: `title?`, `categories` (category uuids in the editor's order, resolved through rels). */
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
