import { z } from 'zod';
import { assetSchema, blokBaseSchema, bloksFieldSchema, optionalText, richtextSchema } from '../schema/common';

/**
 * `shop` content type (branded shops, SPEC.md 2.2 /silca-shops/{slug}): `name`, `address?`,
 * `city?`, `country?` (SPEC.md 3 country options), `phone?`, `email?`, `opening_hours?`,
 * `image?`, `description?` (rich text), `body?`.
 */
export const shopSchema = blokBaseSchema.extend({
  component: z.literal('shop'),
  name: z.string().min(1),
  address: optionalText,
  city: optionalText,
  country: optionalText,
  phone: optionalText,
  email: optionalText,
  opening_hours: optionalText,
  image: assetSchema.nullable().optional(),
  description: richtextSchema.optional(),
  body: bloksFieldSchema.optional(),
});

export type ShopContent = z.output<typeof shopSchema>;
