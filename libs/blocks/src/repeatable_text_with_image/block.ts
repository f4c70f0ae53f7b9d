import { defineBlock } from '../core/define';
import { RepeatableTextWithImage } from './RepeatableTextWithImage';
import { repeatableTextWithImageSchema } from './schema';

/** The `repeatable_text_with_image` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('repeatable_text_with_image', repeatableTextWithImageSchema, RepeatableTextWithImage);
