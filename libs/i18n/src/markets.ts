import { type Locale } from './locales';

/** The five market deployments (docs/requirements/product.md#markets-and-locales). */
export const MARKET_IDS = ['global', 'italy', 'spain', 'france', 'germany'] as const;
export type MarketId = (typeof MARKET_IDS)[number];

/**
 * docs/requirements/product.md#market-settings: `prefix` puts every locale in the path, `prefix_except_default` leaves the default
 * unprefixed.
 */
export type LocaleStrategy = 'prefix' | 'prefix_except_default';

/**
 * Per-market settings (docs/requirements/product.md#market-settings). `website`: the market's Storyblok root folder; `locales`: the first
 * is chosen when a path has none; `pathPrefix`: the segment after the locale (`global`).
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
  /** ISO 3166-1 country, null for global: the hreflang region. */
  region: string | null;
  /** Name of the market in the selector, in the market's own language (docs/requirements/pages.md#interface-elements). */
  label: string;
}

/** The market table: a market is one entry here and a thin app. Country markets have one locale and no prefix. */
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

/** The build-time market (docs/requirements/product.md#market-settings); anything unknown falls back to `global`. */
export function resolveMarket(value: string | undefined | null): Market {
  const key = (value ?? '').trim();
  return (MARKET_IDS as readonly string[]).includes(key) ? MARKETS[key as MarketId] : MARKETS.global;
}
