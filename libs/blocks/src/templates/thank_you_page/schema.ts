import { z } from 'zod';
import { ctaFields } from '../../core/schema/common';
import { bodyPageSchema } from '../../shared/bodyPageSchema';

/**
 * `thank_you_page` content type (docs/requirements/forms.md#thank-you: "the contact form ends on a thank-you page"):
 * `title`, `intro?`, `cta_label?`, `cta_link?`, `cta_type?`, `body: blok[]`.
 */
export const thankYouPageSchema = bodyPageSchema('thank_you_page').extend({ ...ctaFields });

export type ThankYouPageContent = z.output<typeof thankYouPageSchema>;
