import { defineBlock } from '../core/define';
import { PreFooter } from './PreFooter';
import { preFooterSchema } from './schema';

/** The `pre_footer` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('pre_footer', preFooterSchema, PreFooter);
