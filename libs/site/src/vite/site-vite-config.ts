import path from 'node:path';
import { vitePlugin as remix } from '@remix-run/dev';
import { resolveMarket } from '@silca/i18n';
import type { UserConfig } from 'vite';
import { blockAssetsPlugin } from './block-assets-plugin';
import { blockAssetFileName, blockChunkFileName } from './block-file-names';
import { buildWarningsPlugin } from './build-warnings-plugin';
import { precompressPlugin } from './precompress-plugin';
import { shellStylesPlugin } from './shell-styles-plugin';

export const SITE_APP_DIRECTORY = path.resolve(import.meta.dirname, '../app');

export interface SiteViteOptions {
  /** Build output goes to `{appRoot}/build`. */
  appRoot: string;
  /** The build-time market (docs/requirements/product.md#market-settings); `global` when unknown. */
  market: string | undefined;
}

/** Vite configuration of one market app (docs/requirements/architecture.md#workspace-layout), with `__SITE_MARKET__` in both bundles. */
export function createSiteViteConfig(options: SiteViteOptions): UserConfig {
  const market = resolveMarket(options.market);
  // app/routes.ts runs in Remix's module runner, which reads the market from the environment (decision 1042).
  process.env.SITE_MARKET = market.id;
  return {
    define: { __SITE_MARKET__: JSON.stringify(market.id) },
    publicDir: path.resolve(SITE_APP_DIRECTORY, '../../public'),
    server: { fs: { allow: [path.resolve(SITE_APP_DIRECTORY, '../../../..')] } },
    build: {
      target: 'es2022',
      sourcemap: process.env.SITE_SOURCEMAP === '1',
      // A lazy block's preload brings its stylesheets, not its JavaScript imports, which would sit in every first load (decision 0957);
      // first loads get chunks from the head (decision 0561).
      modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
      // Block chunks and CSS named after the block (decisions 0953, 0966); `cookie` has no side effects, so unused it is dropped (decision
      // 0970).
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
          // Decision 1042.
          v3_lazyRouteDiscovery: true,
          // Decision 1044.
          v3_singleFetch: true,
          v3_routeConfig: true,
        },
      }),
    ],
  };
}
