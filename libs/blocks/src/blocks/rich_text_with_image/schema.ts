import { z } from 'zod';
import { assetSchema, blokBaseSchema, ctaFields, optionalOption, optionalText, richtextSchema } from '../../core/schema/common';

/** Item shape shared with repeatable_text_with_image: `title?`, `text` (rich text), `image`, `image_position?` (left/right), CTA. */
export const textWithImageFields = {
  title: optionalText,
  text: richtextSchema.optional(),
  image: assetSchema.nullable().optional(),
  image_position: optionalOption(['left', 'right'] as const),
  ...ctaFields,
};

/** `rich_text_with_image`: rich text beside an image (`image_position` left or right, default right). */
export const richTextWithImageSchema = blokBaseSchema.extend({
  component: z.literal('rich_text_with_image'),
  ...textWithImageFields,
});

export type RichTextWithImageBlok = z.output<typeof richTextWithImageSchema>;
