import type { z } from 'zod';
import { bodyPageSchema } from '../../shared/bodyPageSchema';

/** `cookie_consent` (docs/requirements/pages.md#page-templates): a body page. */
export const cookieConsentSchema = bodyPageSchema('cookie_consent');

export type CookieConsentContent = z.output<typeof cookieConsentSchema>;
