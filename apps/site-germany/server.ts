import { startSiteServer } from '@silca/site/server';
import appMarket from './market';

// Production: serves ./build; development (NODE_ENV != production): Vite middleware.
await startSiteServer({ appRoot: import.meta.dirname, market: appMarket.market });
