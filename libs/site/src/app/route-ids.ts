/**
 * Ids of the routes that render a story (the tree of `marketRoutes`, decision 0780): the public
 * `page` (splat and index) and the extranet's `extranet-page`/`extranet-index`, which repeat per
 * locale prefix shape with a `-N` suffix. Only these pages carry block assets in their head.
 */
export const STORY_ROUTE_ID = {
  page: 'page',
  pageIndex: 'page-index',
  extranetPage: 'extranet-page',
  extranetIndex: 'extranet-index',
} as const;

const STORY_ROUTE_PATTERN = /^(?:page|page-index|(?:extranet-page|extranet-index)(?:-\d+)?)$/;

/** True when a route id (`page`, `extranet-page-1`...) names a route that renders a story. */
export function isStoryRouteId(id: string): boolean {
  return STORY_ROUTE_PATTERN.test(id);
}
