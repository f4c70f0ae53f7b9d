import { defineBlock } from '../core/define';
import { ImageGrid } from './ImageGrid';
import { imageGridSchema } from './schema';

/** The `image_grid` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('image_grid', imageGridSchema, ImageGrid);
