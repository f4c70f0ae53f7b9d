import { defineBlock } from '../core/define';
import { RichTextBlock } from './RichTextBlock';
import { richTextBlockSchema } from './schema';

/** The `rich_text` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('rich_text', richTextBlockSchema, RichTextBlock);
