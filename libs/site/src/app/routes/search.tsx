import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { storyClientLoader, StoryView } from '../../components/story-view';
import { pageMeta } from '../../seo/page-meta';
import { loadStoryPage, type StoryPageData } from '../../server/story-page.server';

/**
 * Public search page (SPEC.md 2.2). Its page content is a story; results come with the search work.
 */
export const loader = (args: LoaderFunctionArgs) => loadStoryPage(args);

/** Loads the story's template and block chunks before a client navigation renders it (decision 0560). */
export const clientLoader = storyClientLoader;

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'no-store',
});

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data as StoryPageData | undefined);

export default function SearchPage() {
  const data = useLoaderData<typeof loader>() as unknown as StoryPageData;
  return <StoryView data={data} />;
}
