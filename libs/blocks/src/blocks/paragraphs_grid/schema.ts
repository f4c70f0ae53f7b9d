import { z } from 'zod';
import { assetSchema, blokBaseSchema, optionalOption, optionalText, textOrRichtextSchema } from '../../core/schema/common';

/** One paragraph: `{ _uid, component: "paragraph_item", title, text?, icon? (asset) }`. */
export const paragraphItemSchema = blokBaseSchema.extend({
  component: z.literal('paragraph_item'),
  title: z.string().min(1),
  text: textOrRichtextSchema,
  icon: assetSchema.nullable().optional(),
});

/** `paragraphs_grid`: `title?`, `columns?` (2/3/4, default 3), `items` (paragraph_item[]). */
export const paragraphsGridSchema = blokBaseSchema.extend({
  component: z.literal('paragraphs_grid'),
  title: optionalText,
  columns: optionalOption(['2', '3', '4'] as const),
  items: z.array(paragraphItemSchema).default([]),
});

export type ParagraphsGridBlok = z.output<typeof paragraphsGridSchema>;
