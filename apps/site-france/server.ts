import { startMarketApp } from '@silca/site/server';
import appMarket from './market';

// One market's site, from sources or from the production bundle (libs/site startMarketApp, decision 0720).
await startMarketApp(import.meta, appMarket.market);
