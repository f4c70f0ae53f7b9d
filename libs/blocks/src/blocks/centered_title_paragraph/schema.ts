import { z } from 'zod';
import { blokBaseSchema, ctaFields, optionalText, textOrRichtextSchema } from '../../core/schema/common';

/** `centered_title_paragraph`: `title`, `eyebrow?`, `text?` (textarea or rich text), `cta_label?`, `cta_link?`, `cta_type?`. */
export const centeredTitleParagraphSchema = blokBaseSchema.extend({
  component: z.literal('centered_title_paragraph'),
  title: z.string().min(1),
  eyebrow: optionalText,
  text: textOrRichtextSchema,
  ...ctaFields,
});

export type CenteredTitleParagraphBlok = z.output<typeof centeredTitleParagraphSchema>;
