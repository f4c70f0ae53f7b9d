import { z } from 'zod';
import { blokBaseSchema, richtextSchema } from '../../core/schema/common';

/** `rich_text` (docs/content-model.md): `text` (rich text). An empty field renders nothing. */
export const richTextBlockSchema = blokBaseSchema.extend({
  component: z.literal('rich_text'),
  text: richtextSchema.optional(),
});

export type RichTextBlok = z.output<typeof richTextBlockSchema>;
