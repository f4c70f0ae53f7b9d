import { defineBlock } from '../core/define';
import { DownloadableList } from './DownloadableList';
import { downloadableListSchema } from './schema';

/** The `downloadable_list` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('downloadable_list', downloadableListSchema, DownloadableList);
