import type { RouteConfig } from '@remix-run/route-config';
import { resolveMarket } from '@silca/i18n';
import { marketRoutes } from './market-routes';

// The route config Remix reads with `v3_routeConfig` (decision 1042): the tree of the market this
// build is for. `createSiteViteConfig` sets SITE_MARKET to the app's market before Remix loads this
// file (docs/requirements/product.md#market-settings); unknown or absent falls back to `global`.
export default marketRoutes(resolveMarket(process.env.SITE_MARKET)) satisfies RouteConfig;
