import { z } from 'zod';
import { blokBaseSchema, bloksFieldSchema } from '../../core/schema/common';

/** `not_found`: texts fixed by docs/requirements/pages.md#error-messages; the story may add `body` bloks. */
export const notFoundSchema = blokBaseSchema.extend({
  component: z.literal('not_found'),
  body: bloksFieldSchema.optional(),
});
