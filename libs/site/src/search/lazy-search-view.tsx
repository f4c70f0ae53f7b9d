import type { ComponentProps } from 'react';
import type { SearchView as SearchViewType } from './search-view';

type SearchViewModule = typeof import('./search-view');

let loaded: SearchViewModule | null = null;
let loading: Promise<SearchViewModule> | null = null;

/**
 * Loads the search page's code (`search-view`: results, facets, pagination) once; later calls
 * share the promise, a failed load may be retried (decision 0811). Resolves to the module.
 */
export function loadSearchView(): Promise<SearchViewModule> {
  loading ??= import('./search-view').then(
    (m) => (loaded = m),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** True when route loader data is the public search page's (`kind: 'search'`, search-page.server). */
export function isSearchData(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'search';
}

/**
 * Loads the search views when any route data of the page needs them: entry.client before
 * hydrating (the first render matches the server HTML without suspending) and the page routes'
 * clientLoader before a client navigation renders a search page. Resolves when done.
 */
export async function preloadSearchViewFor(routeData: readonly unknown[]): Promise<void> {
  if (routeData.some(isSearchData)) await loadSearchView();
}

/**
 * The public search page (docs/requirements/urls.md#public-routes), loaded only where it is rendered (decision 0811): until
 * its chunk is in, rendering suspends. With no Suspense boundary above it (decision 0560), the
 * server holds the HTML until the chunk is loaded, so the page is complete without JavaScript;
 * the browser preloads it before rendering (`preloadSearchViewFor`).
 */
export function LazySearchView(props: ComponentProps<typeof SearchViewType>) {
  if (!loaded) throw loadSearchView();
  return <loaded.SearchView {...props} />;
}
