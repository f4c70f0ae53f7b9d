import { z } from 'zod';
import { blokBaseSchema, bloksFieldSchema } from '../../core/schema/common';

/** `generic_error`: texts fixed by docs/requirements/pages.md#error-messages; the story may add `body` bloks. */
export const genericErrorSchema = blokBaseSchema.extend({
  component: z.literal('generic_error'),
  body: bloksFieldSchema.optional(),
});
