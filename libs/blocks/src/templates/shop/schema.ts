import { z } from 'zod';
import { assetSchema, blokBaseSchema, bloksFieldSchema, optionalText, richtextSchema } from '../../core/schema/common';

/**
 * `shop` (`/silca-shops/{slug}`): `name`, `address?`, `city?`, `country?` (docs/requirements/content.md#country-options), `phone?`,
 * `email?`, `opening_hours?`, `image?`, `description?`, `body?`.
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
