import type { Market } from '@silca/i18n';
import type { ServerConfig } from './config';

/**
 * The site configuration of one market deployment (docs/requirements/product.md#site-configuration, decision 0761):
 * - `indexable`: `SITE_INDEXABLE=true`, production only; else robots.txt disallows all and pages say `noindex`;
 * - `trailingSlash`: always false (docs/requirements/urls.md#trailing-slash);
 * - `url`: the public origin (`SITE_URL`, else the market's), never from a request;
 * - `websiteId`: `SITE_WEBSITE_ID`, else the content folder.
 */
export interface SiteConfig {
  indexable: boolean;
  trailingSlash: false;
  url: string;
  websiteId: string;
}

/** From validated settings; never throws. */
export function siteConfigFrom(config: ServerConfig, market: Market, url: string): SiteConfig {
  return { indexable: config.SITE_INDEXABLE === 'true', trailingSlash: false, url, websiteId: config.SITE_WEBSITE_ID ?? market.website };
}

/** `X-Robots-Tag: noindex` on every response of a non-indexable deployment. */
export const noindexEverything = (_req: unknown, res: { setHeader(name: string, value: string): unknown }, next: () => void) => {
  res.setHeader('X-Robots-Tag', 'noindex');
  next();
};
