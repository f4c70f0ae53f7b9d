import { z } from 'zod';
import { blokBaseSchema, ctaFields, optionalText } from '../../core/schema/common';

/** `pre_footer` (docs/content-model.md): `title`, `text?`, `cta_label?`, `cta_link?`, `cta_type?`. */
export const preFooterSchema = blokBaseSchema.extend({
  component: z.literal('pre_footer'),
  title: z.string().min(1),
  text: optionalText,
  ...ctaFields,
});

export type PreFooterBlok = z.output<typeof preFooterSchema>;
