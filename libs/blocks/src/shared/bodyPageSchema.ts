import { z } from 'zod';
import { blokBaseSchema, bloksFieldSchema, optionalText, textOrRichtextSchema } from '../core/schema/common';

/** Page-like content types: `title`, `intro?`, `seo_title?`, `seo_description?`, `body`. */
export function bodyPageSchema<const C extends string>(component: C) {
  return blokBaseSchema.extend({
    component: z.literal(component),
    title: z.string().min(1),
    intro: textOrRichtextSchema,
    seo_title: optionalText,
    seo_description: optionalText,
    body: bloksFieldSchema,
  });
}
