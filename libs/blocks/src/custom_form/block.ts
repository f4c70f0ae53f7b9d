import { defineBlock } from '../core/define';
import { CustomForm } from './CustomForm';
import { customFormSchema } from './schema';

/** The `custom_form` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('custom_form', customFormSchema, CustomForm);
