import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { StoryView } from '../../components/story-view';
import { SearchView } from '../../components/search-view';
import { loadPage, pageAction } from '../../server/page.server';
import type { StoryPageData } from '../../server/story-page.server';

/**
 * Every public page of the market (index and splat, DESIGN.md 3): the loader resolves the route
 * family from the route table of libs/i18n and loads a story page, the search page or a custom
 * landing; POSTs go to the form action. See `loadPage` for why this is one Remix route.
 */
export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const action = (args: ActionFunctionArgs) => pageAction(args);

export { clientLoader, headers, meta } from '../story-route';

type SearchData = Parameters<typeof SearchView>[0]['data'];

/** Renders the page with the view its loader data's `kind` selects. */
export default function Page() {
  const data = useLoaderData() as unknown as { kind: string };
  return data.kind === 'search' ? <SearchView data={data as unknown as SearchData} /> : <StoryView data={data as unknown as StoryPageData} />;
}
