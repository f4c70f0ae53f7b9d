import { defineBlock } from '../core/define';
import { CategoriesSortingAutomatic } from './CategoriesSortingAutomatic';
import { categoriesSortingAutomaticSchema } from './schema';

/** The `categories_sorting_automatic` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('categories_sorting_automatic', categoriesSortingAutomaticSchema, CategoriesSortingAutomatic);
