import { defineBlock } from '../core/define';
import { CategoriesSortingManual } from './CategoriesSortingManual';
import { categoriesSortingManualSchema } from './schema';

/** The `categories_sorting_manual` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('categories_sorting_manual', categoriesSortingManualSchema, CategoriesSortingManual);
