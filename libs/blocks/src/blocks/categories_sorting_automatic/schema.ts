import { z } from 'zod';
import { blokBaseSchema, optionalText } from '../../core/schema/common';

/**
 * `categories_sorting_automatic`: `title?`, `folder` (e.g. `global/categories/`): every
 * category story under the folder, sorted by name A-Z; the site fetches them
 * (`automaticQueries`) and passes them as `collections[_uid]`.
 */
export const categoriesSortingAutomaticSchema = blokBaseSchema.extend({
  component: z.literal('categories_sorting_automatic'),
  title: optionalText,
  folder: z.string().min(1),
});

export type CategoriesSortingAutomaticBlok = z.output<typeof categoriesSortingAutomaticSchema>;
