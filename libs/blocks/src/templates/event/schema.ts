import { z } from 'zod';
import { storyblokDateSchema } from '../product_detail/schema';
import { assetSchema, blokBaseSchema, bloksFieldSchema, multilinkSchema, optionalOption, optionalText, richtextSchema } from '../../core/schema/common';
import { EVENT_STATUSES } from './statuses';

/**
 * `event` (docs/requirements/content.md#entities): `title`, `status`, `discipline`, `date_from`, `date_to`, `where`, `when` (free text),
 * `live_event` (stream link or flag), `image`, `body`, `excerpt?`, `bloks?`.
 */
export const eventSchema = blokBaseSchema.extend({
  component: z.literal('event'),
  title: z.string().min(1),
  status: optionalOption(EVENT_STATUSES),
  discipline: optionalText,
  date_from: storyblokDateSchema,
  date_to: storyblokDateSchema,
  where: optionalText,
  when: optionalText,
  live_event: z.union([z.boolean(), multilinkSchema]).nullable().optional(),
  image: assetSchema.nullable().optional(),
  excerpt: optionalText,
  body: richtextSchema.optional(),
  bloks: bloksFieldSchema.optional(),
});

export type EventContent = z.output<typeof eventSchema>;
