import type { z } from 'zod';
import { bodyPageSchema } from '../../shared/bodyPageSchema';

/** `landing_page` (docs/requirements/pages.md#page-templates): a body page. */
export const landingPageSchema = bodyPageSchema('landing_page');

export type LandingPageContent = z.output<typeof landingPageSchema>;
