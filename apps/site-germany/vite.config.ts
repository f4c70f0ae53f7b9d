import { createSiteViteConfig } from '@silca/site/vite';
import appMarket from './market';

// SITE_MARKET at build time overrides the app's own market (docs/requirements/product.md#markets-and-locales).
export default createSiteViteConfig({
  appRoot: import.meta.dirname,
  market: process.env.SITE_MARKET ?? appMarket.market,
});
