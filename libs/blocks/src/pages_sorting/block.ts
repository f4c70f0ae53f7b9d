import { defineBlock } from '../core/define';
import { PagesSorting } from './PagesSorting';
import { pagesSortingSchema } from './schema';

/** The `pages_sorting` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('pages_sorting', pagesSortingSchema, PagesSorting);
