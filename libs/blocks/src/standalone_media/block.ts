import { defineBlock } from '../core/define';
import { StandaloneMedia } from './StandaloneMedia';
import { standaloneMediaSchema } from './schema';

/** The `standalone_media` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('standalone_media', standaloneMediaSchema, StandaloneMedia);
