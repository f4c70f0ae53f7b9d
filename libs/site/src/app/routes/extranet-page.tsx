import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { formatTitle, parsePath } from '@silca/i18n';
import StoryRoute from '../story-route';
import { pageMeta } from '../../seo/page-meta';
import { ExtranetSearchView } from '../../search/search-view';
import { storyClientLoader } from '../../components/story-view';
import type { StoryPageData } from '../../server/pages/story-page.server';
import { market } from '../../market';
import { loadExtranetPage } from '../../extranet/extranet.server';
import { loadExtranetSearch, type ExtranetSearchData } from '../../extranet/extranet-search.server';

/**
 * Every extranet page (docs/requirements/urls.md#extranet-routes): the story of `global/extranet/` or the partner search
 * (docs/requirements/search.md#partner-search); the loader checks the session itself (docs/requirements/extranet.md#no-leaks).
 */
export const loader = (args: LoaderFunctionArgs) => {
  const parsed = parsePath(new URL(args.request.url).pathname, market);
  return parsed?.family.module === 'extranet-search' ? loadExtranetSearch(args, parsed) : loadExtranetPage(args);
};

/** Loads the story's template and block chunks before a client navigation renders it (decision 0560). */
export const clientLoader = (args: ClientLoaderFunctionArgs) => storyClientLoader<StoryPageData | ExtranetSearchData>(args);

/** The page's head tags; the partner search has no story: its heading as title, noindex (docs/requirements/pages.md#titles-and-descriptions). */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (data?.kind === 'extranet-search') return [{ title: formatTitle(data.heading) }, { name: 'robots', content: 'noindex' }];
  return pageMeta(data);
};

/** The partner search or the page's story, by the loader data's kind. */
export default function ExtranetPage() {
  const data = useLoaderData<typeof clientLoader>();
  return data.kind === 'extranet-search' ? <ExtranetSearchView data={data} /> : <StoryRoute />;
}

/** Never in a shared cache, and per cookie (docs/requirements/extranet.md#no-leaks). */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', Vary: 'Cookie' });
