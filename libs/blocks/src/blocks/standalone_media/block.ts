import { defineBlock } from '../../core/define';
import { StandaloneMedia } from './StandaloneMedia';
import type { standaloneMediaSchema } from './schema';

/** The `standalone_media` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof standaloneMediaSchema>('standalone_media', StandaloneMedia);
