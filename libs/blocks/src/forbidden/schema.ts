import { z } from 'zod';
import { blokBaseSchema, bloksFieldSchema } from '../schema/common';

/**
 * `forbidden` content type (SPEC.md 2.4 and 2.6): the screen's texts are fixed by SPEC.md 8 and come
 * from the `blocks` strings; the story may add `body` bloks under the message.
 */
export const forbiddenSchema = blokBaseSchema.extend({
  component: z.literal('forbidden'),
  body: bloksFieldSchema.optional(),
});
