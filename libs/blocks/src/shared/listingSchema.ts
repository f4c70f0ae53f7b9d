import { z } from 'zod';
import { accessRolesField, assetSchema, blokBaseSchema, bloksFieldSchema, optionalText, storySchema } from '../core/schema/common';

/** Listing content types (docs/requirements/pages.md#page-templates): `title`, `intro?`, `category?`, `image?`, `body`. */
export function listingSchema<const C extends string>(component: C) {
  return blokBaseSchema.extend({
    component: z.literal(component),
    title: z.string().min(1),
    intro: optionalText,
    category: z.union([z.string(), storySchema]).nullable().optional(),
    image: assetSchema.nullable().optional(),
    body: bloksFieldSchema,
    // Who may see the folder (decision 0860).
    roles: accessRolesField,
  });
}
