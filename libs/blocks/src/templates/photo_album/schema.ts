import { z } from 'zod';
import { accessRolesField, assetSchema, blokBaseSchema, bloksFieldSchema, optionalText } from '../../core/schema/common';

/** `photo_album` (docs/requirements/urls.md#extranet-routes): `title`, `intro?`, `images`, `body?`. */
export const photoAlbumSchema = blokBaseSchema.extend({
  component: z.literal('photo_album'),
  title: z.string().min(1),
  intro: optionalText,
  images: z
    .array(assetSchema)
    .nullable()
    .optional()
    .transform((value) => value ?? []),
  body: bloksFieldSchema.optional(),
  // Who may see the album (decision 0860).
  roles: accessRolesField,
});

export type PhotoAlbumContent = z.output<typeof photoAlbumSchema>;
