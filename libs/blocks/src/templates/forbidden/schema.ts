import { z } from 'zod';
import { blokBaseSchema, bloksFieldSchema } from '../../core/schema/common';

/** `forbidden`: texts fixed by docs/requirements/pages.md#error-messages; the story may add `body` bloks. */
export const forbiddenSchema = blokBaseSchema.extend({
  component: z.literal('forbidden'),
  body: bloksFieldSchema.optional(),
});
