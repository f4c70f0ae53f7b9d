import { z } from 'zod';
import { blokBaseSchema, bloksFieldSchema } from '../../core/schema/common';

/** `unauthorized`: texts fixed by docs/requirements/pages.md#error-screens; the story may add `body` bloks. */
export const unauthorizedSchema = blokBaseSchema.extend({
  component: z.literal('unauthorized'),
  body: bloksFieldSchema.optional(),
});
