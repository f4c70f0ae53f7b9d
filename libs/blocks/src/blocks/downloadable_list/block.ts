import { defineBlock } from '../../core/define';
import { DownloadableList } from './DownloadableList';
import type { downloadableListSchema } from './schema';

/** The `downloadable_list` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof downloadableListSchema>('downloadable_list', DownloadableList);
