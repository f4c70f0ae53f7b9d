import { z } from 'zod';
import { assetSchema, blokBaseSchema, bloksFieldSchema, optionalText, richtextSchema } from '../../core/schema/common';

/**
 * `athlete` content type (docs/requirements/content.md#entities "Athlete: titles, year, card, biography"): `name`,
 * `titles?` (text), `year?` (the year the partnership began), `card?` (portrait asset),
 * `biography?` (rich text), `body?` bloks.
 */
export const athleteSchema = blokBaseSchema.extend({
  component: z.literal('athlete'),
  name: z.string().min(1),
  titles: optionalText,
  year: z.union([z.number().int(), z.string().regex(/^\d{4}$/), z.literal(''), z.null()]).optional(),
  card: assetSchema.nullable().optional(),
  biography: richtextSchema.optional(),
  body: bloksFieldSchema.optional(),
});

export type AthleteContent = z.output<typeof athleteSchema>;
