import { startMarketApp } from '@silca/site/server';
import appMarket from './market';

await startMarketApp(import.meta, appMarket.market);
