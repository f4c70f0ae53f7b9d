import { defineBlock } from '../../core/define';
import { ImageGrid } from './ImageGrid';
import type { imageGridSchema } from './schema';

/** The `image_grid` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof imageGridSchema>('image_grid', ImageGrid);
