import path from 'node:path';
import { vitePlugin as remix } from '@remix-run/dev';
import { resolveMarket } from '@silca/i18n';
import type { UserConfig } from 'vite';
import { blockAssetsPlugin } from './block-assets-plugin';
import { blockAssetFileName, blockChunkFileName } from './block-file-names';
import { buildWarningsPlugin } from './build-warnings-plugin';
import { precompressPlugin } from './precompress-plugin';
import { shellStylesPlugin } from './shell-styles-plugin';

/** Folder of the shared Remix application (root, entries, route modules). */
export const SITE_APP_DIRECTORY = path.resolve(import.meta.dirname, '../app');

/** Options of {@link createSiteViteConfig}. */
export interface SiteViteOptions {
  /** Absolute folder of the app (`apps/site-italy`): build output goes to `{appRoot}/build`. */
  appRoot: string;
  /**
   * The build-time market setting (docs/requirements/product.md#market-settings). Unknown or absent falls back to
   * `global` (see resolveMarket).
   */
  market: string | undefined;
}

/**
 * Vite configuration of one market app (docs/requirements/architecture.md#workspace-layout): the shared Remix application in
 * libs/site, the market's routes, and the market baked into both bundles as `__SITE_MARKET__`.
 */
export function createSiteViteConfig(options: SiteViteOptions): UserConfig {
  const market = resolveMarket(options.market);
  // app/routes.ts declares this market's route tree (v3_routeConfig, decision 1042): it runs in
  // Remix's own module runner, which reads the build's market from the environment.
  process.env.SITE_MARKET = market.id;
  return {
    define: { __SITE_MARKET__: JSON.stringify(market.id) },
    publicDir: path.resolve(SITE_APP_DIRECTORY, '../../public'),
    server: { fs: { allow: [path.resolve(SITE_APP_DIRECTORY, '../../../..')] } },
    // SITE_SOURCEMAP=1 writes source maps (bundle analysis); never on by default.
    build: {
      target: 'es2022',
      sourcemap: process.env.SITE_SOURCEMAP === '1',
      // A lazily imported template or block brings its stylesheets along (Vite's preload helper),
      // not the list of its JavaScript imports: that list of every block's chunks sat in the
      // first load of every page (1.4 KB gzip, decision 0957). A first load gets the story's
      // chunks from the head's modulepreloads (decision 0561); a client navigation fetches a
      // block's own imports when the block's chunk asks for them, most of them already loaded.
      modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
      // Every block is defined in its folder's `block.ts` (decision 0953): its chunk and its
      // stylesheet take the block's name (`ProductsCarousel-[hash].js` and `.css`, decision 0966),
      // not `block-[hash]`, so what a page loads can be read from the network panel and is
      // asserted by name in e2e/performance/lean-js.
      // `cookie` (a CommonJS package without a `sideEffects` field) stayed in every page after the
      // browser stopped using it (decision 0970): it has no side effects, so unused it is dropped.
      rollupOptions: {
        output: { chunkFileNames: blockChunkFileName, assetFileNames: blockAssetFileName },
        treeshake: { moduleSideEffects: (id) => !/[\\/]node_modules[\\/]cookie[\\/]/.test(id) },
      },
    },
    plugins: [
      shellStylesPlugin(),
      blockAssetsPlugin(),
      buildWarningsPlugin(),
      precompressPlugin(),
      remix({
        appDirectory: SITE_APP_DIRECTORY,
        buildDirectory: path.join(options.appRoot, 'build'),
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          // Routes are discovered as links render (`/__manifest`, not a page: locale-cookie.ts), the
          // documented path to React Router 7 (decision 1042).
          v3_lazyRouteDiscovery: true,
          // One `/path.data` request per client navigation, and loaders' objects handed to the
          // render without a JSON round trip (decision 1044).
          v3_singleFetch: true,
          // The route tree is app/routes.ts (@remix-run/route-config), as React Router 7 has it (decision 1042).
          v3_routeConfig: true,
        },
      }),
    ],
  };
}
