import { defineBlock } from '../../core/define';
import { RichTextBlock } from './RichTextBlock';
import type { richTextBlockSchema } from './schema';

/** The `rich_text` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof richTextBlockSchema>('rich_text', RichTextBlock);
