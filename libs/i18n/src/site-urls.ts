import { MARKETS, type MarketId } from './markets';

/** Configured public origins per market (docs/requirements/product.md#site-configuration site configuration `url`); missing ones use `Market.defaultUrl`. */
export type SiteUrls = Partial<Record<MarketId, string>>;

/**
 * A market's absolute origin, no trailing slash; throws naming the market for an invalid configured value
 * (docs/requirements/architecture.md#configuration).
 */
export function siteOrigin(marketId: MarketId, siteUrls: SiteUrls | undefined): string {
  const raw = siteUrls?.[marketId] ?? MARKETS[marketId].defaultUrl;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Site URL of market "${marketId}" is not an absolute URL: ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`Site URL of market "${marketId}" must be http(s): ${JSON.stringify(raw)}`);
  }
  // Keep a base path if the site is mounted below the origin, minus its trailing slash.
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** Joins an origin and a path (`/` on a country home gives the bare origin plus `/`). */
export function absoluteUrl(origin: string, path: string): string {
  return origin + (path.startsWith('/') ? path : `/${path}`);
}
