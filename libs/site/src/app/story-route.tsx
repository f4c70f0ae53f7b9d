import type { HeadersFunction } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { storyClientLoader, StoryView } from '../components/story-view';
import { PAGE_CHUNKS_HEADER } from '../client/page-chunks';
import type { StoryPageData } from '../server/pages/story-page.server';

/** Loads the story's template and block chunks before a client navigation renders it (decision 0560). */
export const clientLoader = (args: ClientLoaderFunctionArgs) => storyClientLoader<StoryPageData>(args);

/** The loader's Cache-Control, plus the page's chunks on a data request for the link prefetch (decision 1044). */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const chunks = loaderHeaders.get(PAGE_CHUNKS_HEADER);
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'no-store', ...(chunks ? { [PAGE_CHUNKS_HEADER]: chunks } : {}) };
};

/** Renders the route's story with the template its content type selects. */
export default function StoryRoute() {
  const data = useLoaderData<typeof clientLoader>();
  return <StoryView data={data} />;
}
