import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from '@remix-run/react';
import { pageMeta } from '../../seo/page-meta';
import { LazySearchView, preloadSearchViewFor } from '../../search/lazy-search-view';
import { storyClientLoader, StoryView } from '../../components/story-view';
import { loadPage, pageAction } from '../../server/pages/page.server';
import type { StoryPageData } from '../../server/pages/story-page.server';
import type { SearchPageData } from '../../search/search-page.server';

/** Every public page of the market (docs/requirements/architecture.md#request-path); POSTs go to the form action. See `loadPage`. */
export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const action = (args: ActionFunctionArgs) => pageAction(args);

export { headers } from '../story-route';

/** Title, description, canonical, alternates and head assets of a story or the search page (docs/requirements/pages.md#titles-and-descriptions). */
export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data);

/** Loads the template and block chunks, or the search page's code, before a client navigation (decisions 0560, 0811). */
export async function clientLoader(args: ClientLoaderFunctionArgs) {
  const data = await storyClientLoader<StoryPageData | SearchPageData>(args);
  await preloadSearchViewFor([data]);
  return data;
}

/** Renders the page with the view its loader data's `kind` selects. */
export default function Page() {
  const data = useLoaderData<typeof clientLoader>();
  return data.kind === 'search' ? <LazySearchView data={data} /> : <StoryView data={data} />;
}
