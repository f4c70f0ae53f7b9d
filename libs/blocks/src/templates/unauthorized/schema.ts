import { z } from 'zod';
import { blokBaseSchema, bloksFieldSchema } from '../../core/schema/common';

/**
 * `unauthorized` content type (docs/requirements/pages.md#page-templates, docs/requirements/pages.md#error-screens): the screen's texts are fixed by docs/requirements/extranet.md#login-errors and come
 * from the `blocks` strings; the story may add `body` bloks under the message.
 */
export const unauthorizedSchema = blokBaseSchema.extend({
  component: z.literal('unauthorized'),
  body: bloksFieldSchema.optional(),
});
