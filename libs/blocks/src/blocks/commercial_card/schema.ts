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

/**
 * `commercial_card`: a sales/commercial contact card (contacts pages): `title` (e.g. the
 * office or business unit), `text?`, `contacts` (commercial_contact[]), `cta_label?`,
 * `cta_link?`, `cta_type?`. Decision 0532 (the spec gives no fields).
 */
export const commercialCardSchema = blokBaseSchema.extend({
  component: z.literal('commercial_card'),
  title: z.string().min(1),
  text: optionalText,
  contacts: z.array(commercialContactSchema).default([]),
  ...ctaFields,
});

export type CommercialCardBlok = z.output<typeof commercialCardSchema>;
