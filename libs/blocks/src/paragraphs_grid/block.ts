import { defineBlock } from '../core/define';
import { ParagraphsGrid } from './ParagraphsGrid';
import { paragraphsGridSchema } from './schema';

/** The `paragraphs_grid` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('paragraphs_grid', paragraphsGridSchema, ParagraphsGrid);
