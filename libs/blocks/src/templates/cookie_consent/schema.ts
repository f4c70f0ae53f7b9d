import type { z } from 'zod';
import { bodyPageSchema } from '../../shared/bodyPageSchema';

/** `cookie_consent` content type (docs/requirements/pages.md#content-blocks): `title`, `intro?`, `seo_title?`, `seo_description?`, `body: blok[]`. */
export const cookieConsentSchema = bodyPageSchema('cookie_consent');

export type CookieConsentContent = z.output<typeof cookieConsentSchema>;
