import { defineAppMarket } from '@silca/site/app-market';

/** This deployment's market and locale strategy (docs/requirements/product.md#market-settings). */
export default defineAppMarket({ market: 'france', strategy: 'prefix_except_default' });
