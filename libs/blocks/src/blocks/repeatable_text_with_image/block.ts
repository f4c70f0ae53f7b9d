import { defineBlock } from '../../core/define';
import { RepeatableTextWithImage } from './RepeatableTextWithImage';
import type { repeatableTextWithImageSchema } from './schema';

/** The `repeatable_text_with_image` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof repeatableTextWithImageSchema>('repeatable_text_with_image', RepeatableTextWithImage);
