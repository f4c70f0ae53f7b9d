import { defineBlock } from '../core/define';
import { Accordion } from './Accordion';
import { accordionSchema } from './schema';

/** The `accordion` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('accordion', accordionSchema, Accordion);
