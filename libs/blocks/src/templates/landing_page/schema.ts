import type { z } from 'zod';
import { bodyPageSchema } from '../../shared/bodyPageSchema';

/** `landing_page` content type (docs/requirements/pages.md#content-blocks): `title`, `intro?`, `seo_title?`, `seo_description?`, `body: blok[]`. */
export const landingPageSchema = bodyPageSchema('landing_page');

export type LandingPageContent = z.output<typeof landingPageSchema>;
