import { defineBlock } from '../../core/define';
import { CategoriesSortingAutomatic } from './CategoriesSortingAutomatic';
import type { categoriesSortingAutomaticSchema } from './schema';

/** The `categories_sorting_automatic` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof categoriesSortingAutomaticSchema>('categories_sorting_automatic', CategoriesSortingAutomatic);
