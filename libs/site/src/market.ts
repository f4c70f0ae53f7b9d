import { resolveMarket, type Market } from '@silca/i18n';

declare const __SITE_MARKET__: string | undefined;

/**
 * This build's market (docs/requirements/product.md#markets-and-locales): `__SITE_MARKET__` from the Vite config, else SITE_MARKET;
 * `global` when absent or unknown.
 */
export const market: Market = resolveMarket(
  typeof __SITE_MARKET__ === 'string' ? __SITE_MARKET__ : typeof process !== 'undefined' ? process.env.SITE_MARKET : undefined,
);
