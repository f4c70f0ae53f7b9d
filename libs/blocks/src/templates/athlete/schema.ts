import { z } from 'zod';
import { assetSchema, blokBaseSchema, bloksFieldSchema, optionalText, richtextSchema } from '../../core/schema/common';

/** `athlete` (docs/requirements/content.md#entities): `name`, `titles?`, `year?`, `card?`, `biography?`, `body?`. */
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
