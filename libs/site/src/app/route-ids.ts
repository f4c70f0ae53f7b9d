/**
 * Ids of the routes that render a story (the tree of `marketRoutes` in app/market-routes.ts, decision 0780): the public
 * `page` (splat and index) and the extranet's `extranet-page`/`extranet-index`, which repeat per
 * locale prefix shape with a `-N` suffix. Only these pages carry block assets in their head.
 */
export const STORY_ROUTE_ID = {
  page: 'page',
  pageIndex: 'page-index',
  extranetPage: 'extranet-page',
  extranetIndex: 'extranet-index',
} as const;

/** True when a route id (`page`, `extranet-page-1`...) names a route that renders a story. */
export function isStoryRouteId(id: string): boolean {
  if (id === STORY_ROUTE_ID.page || id === STORY_ROUTE_ID.pageIndex) return true;
  // The extranet's ids carry the locale prefix shape's number from the second shape on.
  const base = id.replace(/-\d+$/, '');
  return base === STORY_ROUTE_ID.extranetPage || base === STORY_ROUTE_ID.extranetIndex;
}
