import { z } from 'zod';
import { assetSchema, blokBaseSchema, ctaFields, optionalText, textOrRichtextSchema } from '../../core/schema/common';

/**
 * `editorial_hero`: `title`, `subtitle?`, `text?`, `image`, `cta_label?`, `cta_link?`, `cta_type?`
 * (docs/requirements/pages.md#call-to-action).
 */
export const editorialHeroSchema = blokBaseSchema.extend({
  component: z.literal('editorial_hero'),
  title: z.string().min(1),
  subtitle: optionalText,
  text: textOrRichtextSchema,
  image: assetSchema.nullable().optional(),
  ...ctaFields,
});

export type EditorialHeroBlok = z.output<typeof editorialHeroSchema>;
