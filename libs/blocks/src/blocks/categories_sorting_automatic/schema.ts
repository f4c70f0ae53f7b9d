import { z } from 'zod';
import { blokBaseSchema, optionalText } from '../../core/schema/common';

/**
 * `categories_sorting_automatic`: `title?`, `folder` (e.g. `global/categories/`); the site passes the folder's categories A-Z as
 * `collections[_uid]`.
 */
export const categoriesSortingAutomaticSchema = blokBaseSchema.extend({
  component: z.literal('categories_sorting_automatic'),
  title: optionalText,
  folder: z.string().min(1),
});

export type CategoriesSortingAutomaticBlok = z.output<typeof categoriesSortingAutomaticSchema>;
