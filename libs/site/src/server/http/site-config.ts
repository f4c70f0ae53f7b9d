import type { Market } from '@silca/i18n';
import type { ServerConfig } from './config';

/**
 * The site configuration of docs/requirements/product.md#site-configuration for one market deployment (decision 0761):
 * - `indexable`: search engines may index it (`SITE_INDEXABLE=true`, production only). When
 *   false, robots.txt disallows everything, every page says `noindex` (meta and `X-Robots-Tag`),
 *   and the sitemap still builds for checks.
 * - `trailingSlash`: always false (docs/requirements/urls.md#trailing-slash: a trailing slash redirects to the bare path).
 * - `url`: the public origin (`SITE_URL`, else the market's), never taken from a request.
 * - `websiteId`: the market's website id (`SITE_WEBSITE_ID`, else its content folder).
 */
export interface SiteConfig {
  indexable: boolean;
  trailingSlash: false;
  url: string;
  websiteId: string;
}

/** Builds the site configuration from validated settings (readServerConfig); never throws. */
export function siteConfigFrom(config: ServerConfig, market: Market, url: string): SiteConfig {
  return { indexable: config.SITE_INDEXABLE === 'true', trailingSlash: false, url, websiteId: config.SITE_WEBSITE_ID ?? market.website };
}

/** Express middleware of a non-indexable deployment: `X-Robots-Tag: noindex` on every response. */
export const noindexEverything = (_req: unknown, res: { setHeader(name: string, value: string): unknown }, next: () => void) => {
  res.setHeader('X-Robots-Tag', 'noindex');
  next();
};
