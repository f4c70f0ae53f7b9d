import { z } from 'zod';
import { accessRolesField, assetSchema, blokBaseSchema, bloksFieldSchema, optionalText } from '../../core/schema/common';

/**
 * `photo_album` content type (extranet photo gallery, docs/requirements/urls.md#extranet-routes /extranet/photogallery and
 * 2.5 "album browser"): `title`, `intro?`, `images[]`, `body?`.
 */
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
  // Album folders' start pages: who may see the album (decision 0860).
  roles: accessRolesField,
});

export type PhotoAlbumContent = z.output<typeof photoAlbumSchema>;
