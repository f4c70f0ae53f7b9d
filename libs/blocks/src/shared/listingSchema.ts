import { z } from 'zod';
import { accessRolesField, assetSchema, blokBaseSchema, bloksFieldSchema, optionalText, storySchema } from '../core/schema/common';

/**
 * Content of the listing content types (product_listing's shape, docs/requirements/pages.md#page-templates): `title`,
 * `intro?`, `category?` (uuid or resolved story), `image?`, `body: blok[]`.
 */
export function listingSchema<const C extends string>(component: C) {
  return blokBaseSchema.extend({
    component: z.literal(component),
    title: z.string().min(1),
    intro: optionalText,
    category: z.union([z.string(), storySchema]).nullable().optional(),
    image: assetSchema.nullable().optional(),
    body: bloksFieldSchema,
    // Extranet listing start pages: who may see the folder (decision 0860).
    roles: accessRolesField,
  });
}
