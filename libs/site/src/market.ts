import { resolveMarket, type Market } from '@silca/i18n';

declare const __SITE_MARKET__: string | undefined;

/**
 * The market of this build (docs/requirements/product.md#markets-and-locales): baked in at build time by the app's Vite
 * config as `__SITE_MARKET__`; outside a Vite build (unit tests, scripts) SITE_MARKET is read.
 * Absent or unknown falls back to `global`.
 */
export const market: Market = resolveMarket(
  typeof __SITE_MARKET__ === 'string' ? __SITE_MARKET__ : typeof process !== 'undefined' ? process.env.SITE_MARKET : undefined,
);
