import { blockRelations } from '../../core/relations';
import type { categoriesSortingManualSchema } from './schema';

/** The relation path the site must request: `resolve_relations=categories_sorting_manual.categories` (decision 0530). */
export const CATEGORIES_SORTING_MANUAL_RELATIONS = blockRelations<typeof categoriesSortingManualSchema>('categories_sorting_manual', ['categories']);
