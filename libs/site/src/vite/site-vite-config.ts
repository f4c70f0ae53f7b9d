import path from 'node:path';
import { vitePlugin as remix, type UNSAFE_DefineRoutesFunction as DefineRoutesFunction } from '@remix-run/dev';
import { localePrefixPatterns, resolveMarket, type Market } from '@silca/i18n';
import type { UserConfig } from 'vite';
import { STORY_ROUTE_ID } from '../app/route-ids';
import { blockAssetsPlugin } from './block-assets-plugin';
import { blockAssetFileName, blockChunkFileName } from './block-file-names';
import { buildWarningsPlugin } from './build-warnings-plugin';
import { lightI18nextPlugin } from './light-i18next-plugin';
import { precompressPlugin } from './precompress-plugin';

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
 * Declares the Remix route tree of one market (docs/requirements/architecture.md#workspace-layout, docs/requirements/performance.md#route-matching-cost, decision 0780). It is small and
 * does not grow with route families or locales: the route table of libs/i18n stays the one source
 * of truth and is matched by each loader (`parsePath`, precompiled per market and locale), which
 * also gives the locale-suffixed route name (`products-slug___it`, docs/requirements/urls.md#route-names).
 * - `page` (index and splat): every public page, the unprefixed-global redirect and the 404;
 * - `extranet` layout under each locale-prefix shape (`/:lang/global/extranet`, `/extranet`),
 *   with its pages as index and splat children (docs/requirements/urls.md#extranet-routes);
 * - the resource routes of docs/requirements/urls.md#slug-canonicalisation, the sitemap and robots.txt.
 * Paths are case-sensitive so that `/EN/Global` is not a second URL for `/en/global`.
 */
export function marketRoutes(market: Market) {
  return (defineRoutes: DefineRoutesFunction) =>
    defineRoutes((route) => {
      // Resource routes of docs/requirements/urls.md#slug-canonicalisation and the sitemap: the same on every market.
      route('/api/checkStorySlugs', 'routes/api.check-story-slugs.ts', { id: 'api-check-story-slugs' });
      route('/api/getCustomLanding/*', 'routes/api.get-custom-landing.ts', { id: 'api-get-custom-landing' });
      route('/sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' });
      route('/robots.txt', 'routes/robots.ts', { id: 'robots' });
      // Zip of chosen public files (docs/requirements/pages.md#downloads, docs/requirements/pages.md#download-variants).
      route('/api/downloads', 'routes/api.downloads.ts', { id: 'api-downloads' });
      // The cookie choice sent without JavaScript from the cookie policy (docs/requirements/pages.md#cookie-consent).
      route('/api/consent', 'routes/api.consent.ts', { id: 'api-consent', caseSensitive: true });
      // A fresh form token per visitor, swapped in on hydration (decision 0935).
      route('/api/form-token', 'routes/api.form-token.ts', { id: 'api-form-token', caseSensitive: true });
      // Who is signed in, for the public header's sign added after hydration (decision 1025).
      route('/api/partner', 'routes/api.partner.ts', { id: 'api-partner', caseSensitive: true });
      // Partner login (docs/requirements/extranet.md#login-flow, libs/auth): start, provider callback, logout.
      route('/auth/login', 'routes/auth.login.ts', { id: 'auth-login', caseSensitive: true });
      route('/auth/callback', 'routes/auth.callback.ts', { id: 'auth-callback', caseSensitive: true });
      route('/auth/logout', 'routes/auth.logout.ts', { id: 'auth-logout', caseSensitive: true });
      route('/auth/popup-done', 'routes/auth.popup-done.ts', { id: 'auth-popup-done', caseSensitive: true });
      localePrefixPatterns(market).forEach((shape, i) => {
        const suffix = i === 0 ? '' : `-${i}`;
        route(`${shape}/extranet`, 'routes/extranet-layout.tsx', { id: `extranet${suffix}`, caseSensitive: true }, () => {
          route(undefined, 'routes/extranet-page.tsx', { id: `${STORY_ROUTE_ID.extranetIndex}${suffix}`, index: true });
          route('*', 'routes/extranet-page.tsx', { id: `${STORY_ROUTE_ID.extranetPage}${suffix}` });
        });
      });
      route(undefined, 'routes/page.tsx', { id: STORY_ROUTE_ID.pageIndex, index: true });
      route('*', 'routes/page.tsx', { id: STORY_ROUTE_ID.page });
    });
}

/**
 * Vite configuration of one market app (docs/requirements/architecture.md#workspace-layout): the shared Remix application in
 * libs/site, the market's routes, and the market baked into both bundles as `__SITE_MARKET__`.
 */
export function createSiteViteConfig(options: SiteViteOptions): UserConfig {
  const market = resolveMarket(options.market);
  const declare = marketRoutes(market);
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
      lightI18nextPlugin(),
      blockAssetsPlugin(),
      buildWarningsPlugin(),
      precompressPlugin(),
      remix({
        appDirectory: SITE_APP_DIRECTORY,
        buildDirectory: path.join(options.appRoot, 'build'),
        ignoredRouteFiles: ['**/*'],
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_lazyRouteDiscovery: false,
          // Not yet (decision 0922): the site's data requests are Remix v2's `?_data=` ones (retry
          // policy, extranet checks, page cache); said explicitly so the build does not warn.
          v3_singleFetch: false,
        },
        routes: (defineRoutes) => declare(defineRoutes),
      }),
    ],
  };
}
