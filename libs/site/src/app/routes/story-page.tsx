import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { storyClientLoader, StoryView } from '../../components/story-view';
import { pageMeta } from '../../seo/page-meta';
import { loadStoryPage, type StoryPageData } from '../../server/story-page.server';

/** A page backed by a story (DESIGN.md section 3). */
export const loader = (args: LoaderFunctionArgs) => loadStoryPage(args);

/** Loads the story's template and block chunks before a client navigation renders it (decision 0560). */
export const clientLoader = storyClientLoader;

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'no-store',
});

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data as StoryPageData | undefined);

export default function StoryPage() {
  const data = useLoaderData<typeof loader>() as unknown as StoryPageData;
  return <StoryView data={data} />;
}
