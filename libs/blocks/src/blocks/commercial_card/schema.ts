import { z } from 'zod';
import { assetSchema, blokBaseSchema, ctaFields, optionalText } from '../../core/schema/common';

/** One sales contact: `{ _uid, component: "commercial_contact", name, role?, area?, email?, phone?, image? }`. */
export const commercialContactSchema = blokBaseSchema.extend({
  component: z.literal('commercial_contact'),
  name: z.string().min(1),
  role: optionalText,
  area: optionalText,
  email: optionalText.pipe(z.email().optional()),
  phone: optionalText,
  image: assetSchema.nullable().optional(),
});

/** `commercial_card` (decision 0532): `title`, `text?`, `contacts` (commercial_contact[]), `cta_label?`, `cta_link?`, `cta_type?`. */
export const commercialCardSchema = blokBaseSchema.extend({
  component: z.literal('commercial_card'),
  title: z.string().min(1),
  text: optionalText,
  contacts: z.array(commercialContactSchema).default([]),
  ...ctaFields,
});

export type CommercialCardBlok = z.output<typeof commercialCardSchema>;
