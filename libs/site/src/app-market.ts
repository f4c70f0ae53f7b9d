import { MARKETS, type LocaleStrategy, type MarketId } from '@silca/i18n';

/** What a thin market app declares about itself (docs/requirements/architecture.md#workspace-layout). */
export interface AppMarket {
  market: MarketId;
  strategy: LocaleStrategy;
}

/** Declares an app's market; throws when its strategy disagrees with libs/i18n (docs/requirements/product.md#markets-and-locales). */
export function defineAppMarket(config: AppMarket): AppMarket {
  const market = MARKETS[config.market];
  if (!market) throw new Error(`Unknown market "${config.market}"`);
  if (market.strategy !== config.strategy) {
    throw new Error(`Market ${config.market} uses strategy ${market.strategy}, the app declares ${config.strategy}`);
  }
  return config;
}
