import { defineBlock } from '../../core/define';
import { PreFooter } from './PreFooter';
import type { preFooterSchema } from './schema';

/** The `pre_footer` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof preFooterSchema>('pre_footer', PreFooter);
