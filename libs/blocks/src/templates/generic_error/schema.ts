import { z } from 'zod';
import { blokBaseSchema, bloksFieldSchema } from '../../core/schema/common';

/**
 * `generic_error` content type (docs/requirements/pages.md#page-templates, docs/requirements/pages.md#error-screens): the screen's texts are fixed by docs/requirements/pages.md#error-messages and come
 * from the `blocks` strings; the story may add `body` bloks under the message.
 */
export const genericErrorSchema = blokBaseSchema.extend({
  component: z.literal('generic_error'),
  body: bloksFieldSchema.optional(),
});
