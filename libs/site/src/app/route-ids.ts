/** Ids of the routes that render a story (decision 0780); the extranet's repeat per locale-prefix shape with a `-N` suffix. */
export const STORY_ROUTE_ID = {
  page: 'page',
  pageIndex: 'page-index',
  extranetPage: 'extranet-page',
  extranetIndex: 'extranet-index',
} as const;

/** True when a route id (`page`, `extranet-page-1`...) names a route that renders a story. */
export function isStoryRouteId(id: string): boolean {
  if (id === STORY_ROUTE_ID.page || id === STORY_ROUTE_ID.pageIndex) return true;
  const base = id.replace(/-\d+$/, '');
  return base === STORY_ROUTE_ID.extranetPage || base === STORY_ROUTE_ID.extranetIndex;
}
