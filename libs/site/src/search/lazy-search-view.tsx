import type { ComponentProps } from 'react';
import type { SearchView as SearchViewType } from './search-view';

type SearchViewModule = typeof import('./search-view');

let loaded: SearchViewModule | null = null;
let loading: Promise<SearchViewModule> | null = null;

/** Loads `search-view` once (decision 0811); a failed load may be retried. */
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

export function isSearchData(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'search';
}

/** Loads the search views when the page's route data needs them, before hydration or a navigation renders. */
export async function preloadSearchViewFor(routeData: readonly unknown[]): Promise<void> {
  if (routeData.some(isSearchData)) await loadSearchView();
}

/** Loaded only where rendered (decision 0811); no Suspense boundary, so the server HTML is complete (decision 0560). */
export function LazySearchView(props: ComponentProps<typeof SearchViewType>) {
  if (!loaded) throw loadSearchView();
  return <loaded.SearchView {...props} />;
}
