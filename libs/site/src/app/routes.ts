import type { RouteConfig } from '@remix-run/route-config';
import { resolveMarket } from '@silca/i18n';
import { marketRoutes } from './market-routes';

// The route tree of the market this build is for (decision 1042, docs/requirements/product.md#market-settings).
export default marketRoutes(resolveMarket(process.env.SITE_MARKET)) satisfies RouteConfig;
