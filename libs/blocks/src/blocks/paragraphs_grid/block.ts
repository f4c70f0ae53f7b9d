import { defineBlock } from '../../core/define';
import { ParagraphsGrid } from './ParagraphsGrid';
import type { paragraphsGridSchema } from './schema';

/** The `paragraphs_grid` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof paragraphsGridSchema>('paragraphs_grid', ParagraphsGrid);
