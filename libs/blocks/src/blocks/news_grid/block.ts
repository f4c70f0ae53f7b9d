import { defineBlock } from '../../core/define';
import { NewsGrid } from './NewsGrid';
import type { newsGridSchema } from './schema';

/** The `news_grid` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof newsGridSchema>('news_grid', NewsGrid);
