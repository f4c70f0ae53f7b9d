import { CUSTOM_LANDING_SLUGS } from '@silca/i18n';
import { isContentUnavailableError } from './errors';
import type { ContentService, StoryResult } from './types';

/** docs/requirements/pages.md#error-messages: the message of a failed custom-landing fetch. */
export const CUSTOM_LANDING_ERROR_MESSAGE = 'There were some errors retrieving data';

/** Where the custom landing stories live in the space (docs/requirements/content.md#space-layout). */
export const CUSTOM_LANDING_FOLDER = 'global/custom-landing';

/** Error of getCustomLanding: 404 for a slug that is not a custom landing, 500 otherwise. */
export class CustomLandingError extends Error {
  constructor(
    readonly status: 404 | 500,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CustomLandingError';
  }
}

/**
 * Page data of a custom landing (docs/requirements/urls.md#custom-landing): the story
 * `global/custom-landing/{customSlug}` in `language`. A slug that is no custom landing is a
 * CustomLandingError 404; any failure to get it a 500 (docs/requirements/pages.md#error-messages).
 */
export async function getCustomLanding(service: ContentService, path: string, opts: { language?: string; version?: 'published' | 'draft' } = {}): Promise<StoryResult> {
  const slug = path.replace(/^\/+|\/+$/g, '').replace(/^global\//, '');
  if (!(CUSTOM_LANDING_SLUGS as readonly string[]).includes(slug)) throw new CustomLandingError(404, 'Page Not Found');
  let result: StoryResult | null;
  try {
    result = await service.getStory(`${CUSTOM_LANDING_FOLDER}/${slug}`, { language: opts.language ?? 'en', version: opts.version, resolveRelations: ['products_carousel.products'] });
  } catch (error) {
    // The cause stays readable: a page route answers an outage 503 (docs/requirements/hardening.md#slow-cms).
    if (isContentUnavailableError(error) || error instanceof Error) throw new CustomLandingError(500, CUSTOM_LANDING_ERROR_MESSAGE, { cause: error });
    throw error;
  }
  if (!result) throw new CustomLandingError(500, CUSTOM_LANDING_ERROR_MESSAGE);
  return result;
}
