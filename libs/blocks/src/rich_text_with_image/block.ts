import { defineBlock } from '../core/define';
import { RichTextWithImage } from './RichTextWithImage';
import { richTextWithImageSchema } from './schema';

/** The `rich_text_with_image` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('rich_text_with_image', richTextWithImageSchema, RichTextWithImage);
