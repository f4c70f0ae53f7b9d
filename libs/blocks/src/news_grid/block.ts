import { defineBlock } from '../core/define';
import { NewsGrid } from './NewsGrid';
import { newsGridSchema } from './schema';

/** The `news_grid` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('news_grid', newsGridSchema, NewsGrid);
