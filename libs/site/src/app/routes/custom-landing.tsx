import type { LoaderFunctionArgs } from '@remix-run/node';
import { getCustomLanding } from '@silca/content';
import { loadStoryPage } from '../../server/story-page.server';

/**
 * Custom landing pages `/global/{customSlug}` and `/{lang}/global/{customSlug}` (SPEC.md 2.2);
 * the route table admits only thank-you-eng and landing-smart-pro-mini, anything else is 404.
 * The story comes from libs/content's `getCustomLanding` (the data of SPEC.md 7's API).
 */
export const loader = (args: LoaderFunctionArgs) =>
  loadStoryPage(args, (parsed, { context }, version) =>
    getCustomLanding(context.content, String(parsed.params.customSlug), { language: parsed.locale, version }).catch((error: unknown) => {
      if ((error as { status?: number }).status === 404) return null;
      throw error;
    }),
  );

export { clientLoader, default, headers, meta } from '../story-route';
