import path from 'node:path';
import { startSiteServer } from '@silca/site/server';
import appMarket from './market';

/** Defined (true) only in the esbuild bundle of scripts/bundle-server.ts (decision 0720). */
declare const __SILCA_BUNDLE__: boolean | undefined;
const bundled = typeof __SILCA_BUNDLE__ !== 'undefined' && __SILCA_BUNDLE__;

// The bundle (`node build/server.mjs`) is always the production server; it loads the bundled
// Remix build beside it, which shares its chunks, so each library exists once in the process.
// From sources (`node --import tsx server.ts`): production serves ./build, otherwise Vite middleware.
if (bundled) process.env.NODE_ENV ??= 'production';
await startSiteServer({
  appRoot: bundled ? path.resolve(import.meta.dirname, '..') : import.meta.dirname,
  market: appMarket.market,
  serverBuild: bundled ? () => import(new URL('./remix.mjs', import.meta.url).href) : undefined,
});
