import { z } from 'zod';
import { blokBaseSchema, optionalText, textOrRichtextSchema } from '../../core/schema/common';

/** One panel: `{ _uid, component: "accordion_item", title, text (rich text or textarea), open? }`. */
export const accordionItemSchema = blokBaseSchema.extend({
  component: z.literal('accordion_item'),
  title: z.string().min(1),
  text: textOrRichtextSchema,
  open: z.boolean().optional(),
});

/** `accordion`: `title?` and `items` (accordion_item[]), e.g. an FAQ. */
export const accordionSchema = blokBaseSchema.extend({
  component: z.literal('accordion'),
  title: optionalText,
  items: z.array(accordionItemSchema).default([]),
});

export type AccordionBlok = z.output<typeof accordionSchema>;
