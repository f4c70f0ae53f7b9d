import { defineBlock } from '../../core/define';
import { CategoriesSortingManual } from './CategoriesSortingManual';
import type { categoriesSortingManualSchema } from './schema';

/** The `categories_sorting_manual` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof categoriesSortingManualSchema>('categories_sorting_manual', CategoriesSortingManual);
