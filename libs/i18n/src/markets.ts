import { type Locale } from './locales';

/** The five market deployments (docs/requirements/product.md#markets-and-locales). */
export const MARKET_IDS = ['global', 'italy', 'spain', 'france', 'germany'] as const;
export type MarketId = (typeof MARKET_IDS)[number];

/**
 * i18n strategy of a market (docs/requirements/product.md#market-settings): `prefix` puts every locale in the path
 * (`/{lang}/global/...`); `prefix_except_default` leaves the default locale unprefixed.
 */
export type LocaleStrategy = 'prefix' | 'prefix_except_default';

/**
 * Per-market settings (docs/requirements/product.md#market-settings, docs/requirements/urls.md#locale-addressing).
 * - `website`: the Storyblok root folder of the market's own pages (docs/requirements/content.md#space-layout).
 * - `locales`: the market's locales; the first one is selected when a path has none (docs/requirements/urls.md#locale-selection).
 * - `pathPrefix`: literal segment after the locale on prefixed markets (`global`).
 */
export interface Market {
  id: MarketId;
  website: string;
  strategy: LocaleStrategy;
  locales: readonly Locale[];
  defaultLocale: Locale;
  pathPrefix: string | null;
  /** Public origin of the deployment, used for canonical and hreflang URLs. */
  defaultUrl: string;
  /**
   * ISO 3166-1 country of a country market, null for global. Gives the hreflang region
   * (`it-IT` on the Italian site, plain `it` on global) so two sites in one language stay distinct.
   */
  region: string | null;
  /** Name of the market in the selector, in the market's own language (docs/requirements/pages.md#interface-elements). */
  label: string;
}

/**
 * The market table. Adding a market is one entry here plus a thin app in `apps/`.
 * Country markets have one locale and no prefix (docs/requirements/urls.md#locale-addressing).
 */
export const MARKETS: Record<MarketId, Market> = {
  global: {
    id: 'global',
    region: null,
    label: 'Global',
    website: 'global',
    strategy: 'prefix',
    locales: ['en', 'de', 'es', 'pt', 'fr', 'it', 'ro', 'nl', 'ru'],
    defaultLocale: 'en',
    pathPrefix: 'global',
    defaultUrl: 'https://www.silca.biz',
  },
  italy: {
    id: 'italy',
    region: 'IT',
    label: 'Italia',
    website: 'italy',
    strategy: 'prefix_except_default',
    locales: ['it'],
    defaultLocale: 'it',
    pathPrefix: null,
    defaultUrl: 'https://www.silca.it',
  },
  spain: {
    id: 'spain',
    region: 'ES',
    label: 'España',
    website: 'spain',
    strategy: 'prefix_except_default',
    locales: ['es'],
    defaultLocale: 'es',
    pathPrefix: null,
    defaultUrl: 'https://www.silca.es',
  },
  france: {
    id: 'france',
    region: 'FR',
    label: 'France',
    website: 'france',
    strategy: 'prefix_except_default',
    locales: ['fr'],
    defaultLocale: 'fr',
    pathPrefix: null,
    defaultUrl: 'https://www.silca.fr',
  },
  germany: {
    id: 'germany',
    region: 'DE',
    label: 'Deutschland',
    website: 'germany',
    strategy: 'prefix_except_default',
    locales: ['de'],
    defaultLocale: 'de',
    pathPrefix: null,
    defaultUrl: 'https://www.silca.de',
  },
};

/**
 * Resolves the build-time market setting (docs/requirements/product.md#market-settings): a known id gives its market,
 * anything else (absent, empty, unknown, wrong case) falls back to `global`.
 */
export function resolveMarket(value: string | undefined | null): Market {
  const key = (value ?? '').trim();
  return (MARKET_IDS as readonly string[]).includes(key) ? MARKETS[key as MarketId] : MARKETS.global;
}
