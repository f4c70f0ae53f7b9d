import { z } from 'zod';
import { ctaFields } from '../../core/schema/common';
import { bodyPageSchema } from '../../shared/bodyPageSchema';

/** `thank_you_page` (docs/requirements/forms.md#thank-you): a body page plus CTA fields. */
export const thankYouPageSchema = bodyPageSchema('thank_you_page').extend({ ...ctaFields });

export type ThankYouPageContent = z.output<typeof thankYouPageSchema>;
