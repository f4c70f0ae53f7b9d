import type { ShouldRevalidateFunction } from '@remix-run/react';
import { matchRouteRule, splitLocalePrefix, type RouteRule } from '@silca/i18n';
import { market } from '../market';

/**
 * `shouldRevalidate` of the root and the extranet layout (decision 1074): their data depends on the
 * page's locale (and the partner), not on the page, so a client navigation within one locale prefix
 * reloads only the page's loader, one request. A change of locale prefix, a form submission other
 * than GET and a revalidation of the same URL keep Remix's default.
 * Requirement: docs/requirements/performance.md#prefetching (a navigation asks what the prefetch warmed).
 */
export const revalidateOnLocaleChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if ((formMethod && formMethod.toUpperCase() !== 'GET') || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return splitLocalePrefix(currentUrl.pathname, market).prefix !== splitLocalePrefix(nextUrl.pathname, market).prefix;
};

/**
 * The robots directive of the page at `pathname` (docs/requirements/product.md#site-configuration,
 * decision 0760): the deployment's (`siteRobots`, non-null when it is not indexable), else
 * `noindex` when the route rule that matches the path after its locale prefix says so, as
 * `applyRouteRules` decides on the server. Pure.
 */
export function robotsFor(pathname: string, siteRobots: 'noindex' | null, rules: readonly Pick<RouteRule, 'pattern' | 'noindex'>[]): 'noindex' | null {
  if (siteRobots) return siteRobots;
  if (rules.length === 0) return null;
  return matchRouteRule(rules, splitLocalePrefix(pathname, market).rest)?.rule.noindex ? 'noindex' : null;
}
