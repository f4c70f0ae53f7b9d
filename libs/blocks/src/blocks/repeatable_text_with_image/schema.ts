import { z } from 'zod';
import { textWithImageFields } from '../rich_text_with_image/schema';
import { blokBaseSchema, optionalText } from '../../core/schema/common';

/** One row: `{ _uid, component: "text_with_image_item", title?, text, image, image_position?, cta... }`. */
export const textWithImageItemSchema = blokBaseSchema.extend({
  component: z.literal('text_with_image_item'),
  ...textWithImageFields,
});

/** `repeatable_text_with_image`: `title?` and `items` (text_with_image_item[]). */
export const repeatableTextWithImageSchema = blokBaseSchema.extend({
  component: z.literal('repeatable_text_with_image'),
  title: optionalText,
  items: z.array(textWithImageItemSchema).default([]),
});

export type RepeatableTextWithImageBlok = z.output<typeof repeatableTextWithImageSchema>;
