import type { HeadersFunction, MetaFunction } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { storyClientLoader, StoryView } from '../components/story-view';
import { pageMeta } from '../seo/page-meta';
import type { StoryPageData } from '../server/pages/story-page.server';

/**
 * The client half shared by every story-backed route module (home, story-page, search, custom
 * landing): each module keeps only its own `loader` and re-exports these.
 */

/**
 * Loads the story's template and block chunks before a client navigation renders it (decision 0560);
 * its type is what {@link StoryRoute} reads (`useLoaderData<typeof clientLoader>()`).
 */
export const clientLoader = (args: ClientLoaderFunctionArgs) => storyClientLoader<StoryPageData>(args);

/** The loader's caching decides the document's (public pages, private previews). */
export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'no-store',
});

/** Title, description, canonical, alternates and head assets of the page (docs/requirements/urls.md#seo-alternates, docs/requirements/pages.md#titles-and-descriptions). */
export const meta: MetaFunction = ({ data }) => pageMeta(data as StoryPageData | undefined);

/** Renders the route's story with the template its content type selects. */
export default function StoryRoute() {
  const data = useLoaderData<typeof clientLoader>();
  return <StoryView data={data} />;
}
