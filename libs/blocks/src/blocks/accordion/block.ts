import { defineBlock } from '../../core/define';
import { Accordion } from './Accordion';
import type { accordionSchema } from './schema';

/** The `accordion` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof accordionSchema>('accordion', Accordion);
