import { defineBlock } from '../../core/define';
import { PagesSorting } from './PagesSorting';
import type { pagesSortingSchema } from './schema';

/** The `pages_sorting` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof pagesSortingSchema>('pages_sorting', PagesSorting);
