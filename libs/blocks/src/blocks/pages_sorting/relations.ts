import { blockRelations } from '../../core/relations';
import type { pagesSortingSchema } from './schema';

/** The relation path the site must request: `resolve_relations=pages_sorting.pages` (decision 0530). */
export const PAGES_SORTING_RELATIONS = blockRelations<typeof pagesSortingSchema>('pages_sorting', ['pages']);
