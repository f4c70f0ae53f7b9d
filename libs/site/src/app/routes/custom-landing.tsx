import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { getCustomLanding } from '@silca/content';
import { storyClientLoader, StoryView } from '../../components/story-view';
import { pageMeta } from '../../seo/page-meta';
import { loadStoryPage, type StoryPageData } from '../../server/story-page.server';

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

/** Loads the story's template and block chunks before a client navigation renders it (decision 0560). */
export const clientLoader = storyClientLoader;

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'no-store',
});

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data as StoryPageData | undefined);

export default function CustomLanding() {
  const data = useLoaderData<typeof loader>() as unknown as StoryPageData;
  return <StoryView data={data} />;
}
