import { defineBlock } from '../../core/define';
import { RichTextWithImage } from './RichTextWithImage';
import type { richTextWithImageSchema } from './schema';

/** The `rich_text_with_image` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof richTextWithImageSchema>('rich_text_with_image', RichTextWithImage);
