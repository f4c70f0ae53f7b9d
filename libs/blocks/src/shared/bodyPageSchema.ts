import { z } from 'zod';
import { blokBaseSchema, bloksFieldSchema, optionalText, textOrRichtextSchema } from '../core/schema/common';

/**
 * Content of the page-like content types (landing_page, generic_skeleton, downloads_skeleton,
 * cookie_consent, thank_you_page): `title`, `intro?` (text or rich text), `seo_title?`,
 * `seo_description?`, `body: blok[]`.
 */
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
