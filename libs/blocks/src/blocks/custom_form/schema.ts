import { z } from 'zod';
import { blokBaseSchema, optionalText, richtextSchema } from '../../core/schema/common';
import { FORM_FIELD_TYPES } from './field-types';

/** One option of a select/checkboxes/radios field: `{ value, label }`. */
export const formOptionSchema = z.looseObject({ value: z.string().min(1), label: z.string().min(1) });

/**
 * One field: `{ _uid, component: "form_field", name, label, type, required?, hint?, options?, autocomplete? }`; `name` of letters, digits,
 * `_`, `-`.
 */
export const formFieldSchema = blokBaseSchema.extend({
  component: z.literal('form_field'),
  name: z.string().regex(/^[A-Za-z][\w-]{0,63}$/, 'letters, digits, _ and - only'),
  label: z.string().min(1),
  type: z.enum(FORM_FIELD_TYPES),
  required: z.boolean().optional(),
  hint: optionalText,
  autocomplete: optionalText,
  options: z.array(formOptionSchema).optional(),
});

/**
 * `custom_form`: `title?`, `intro?`, `form_key` (the site's action and validation, e.g. `contact`), `fields`, `submit_label?`,
 * `privacy_text?`.
 */
export const customFormSchema = blokBaseSchema.extend({
  component: z.literal('custom_form'),
  title: optionalText,
  intro: optionalText,
  form_key: z.string().regex(/^[a-z][a-z0-9_-]{0,63}$/),
  fields: z.array(formFieldSchema).default([]),
  submit_label: optionalText,
  privacy_text: richtextSchema.optional(),
});

export type CustomFormBlok = z.output<typeof customFormSchema>;
export type FormField = CustomFormBlok['fields'][number];
