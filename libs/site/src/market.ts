import { resolveMarket, type Market } from '@silca/i18n';

declare const __SITE_MARKET__: string | undefined;

/** This build's market: `__SITE_MARKET__`, else SITE_MARKET, else `global` (docs/requirements/product.md#market-settings). */
export const market: Market = resolveMarket(
  typeof __SITE_MARKET__ === 'string' ? __SITE_MARKET__ : typeof process !== 'undefined' ? process.env.SITE_MARKET : undefined,
);
