import { defineBlock } from '../../core/define';
import { CustomForm } from './CustomForm';
import type { customFormSchema } from './schema';

/** The `custom_form` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof customFormSchema>('custom_form', CustomForm);
