import { defineAppMarket } from '@silca/site/app-market';

/** This deployment's market and locale strategy (SPEC.md section 1). */
export default defineAppMarket({ market: 'spain', strategy: 'prefix_except_default' });
