import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import type express from 'express';
import type { ViteDevServer } from 'vite';
import { isStoryRouteId } from '../../app/route-ids';
import { BLOCK_ASSETS_FILE, type BlockAssets } from '../../vite/block-assets-plugin';
import { createStyleBundles, type StyleBundles } from './style-bundles';

/** The Remix build the site serves and what is read from it once at start. */
export interface LoadedServerBuild {
  /** The production build, or in development a function loading it through Vite on each request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Vite in middleware mode (development only), else null. */
  vite: ViteDevServer | null;
  /** Which CSS and JS each lazy block needs, so pages link them in the head (decision 0561); empty in development. */
  blockAssets: BlockAssets;
  /** A page links at most two combined stylesheets instead of one per module (decision 0780); null in development. */
  styles: StyleBundles | null;
  /** Id of the build (docs/requirements/pages.md#build-freshness): `assets.version`, or `development`. */
  buildId: string;
}

/**
 * Loads the Remix build of the app at `appRoot`: in production `serverBuild()` (the esbuild bundle's
 * own, decision 0720) or `{appRoot}/build/server/index.js`, with the block assets and style bundles
 * of `{appRoot}/build/client`; otherwise starts Vite in middleware mode and loads the build through
 * it per request. Errors: a missing or broken build rejects (the server does not start).
 */
export async function loadServerBuild(options: { production: boolean; appRoot: string; serverBuild?: () => Promise<unknown> }): Promise<LoadedServerBuild> {
  const { production, appRoot } = options;
  const vite = production ? null : await import('vite').then((v) => v.createServer({ root: appRoot, server: { middlewareMode: true } }));
  const build: ServerBuild | (() => Promise<ServerBuild>) = vite
    ? () => vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
    : ((await (options.serverBuild?.() ?? import(pathToFileURL(path.join(appRoot, 'build/server/index.js')).href))) as ServerBuild);
  const blockAssetsFile = path.join(appRoot, 'build/client', BLOCK_ASSETS_FILE);
  const readAssets = production && existsSync(blockAssetsFile) ? (JSON.parse(readFileSync(blockAssetsFile, 'utf8')) as BlockAssets) : {};
  const blockAssets = typeof build === 'function' ? readAssets : withoutEveryPagePreloads(readAssets, build.assets);
  const styles = typeof build === 'function' ? null : createStyleBundles(build, path.join(appRoot, 'build/client'));
  // Dev mode has no fixed build, so it never asks for a reload.
  const buildId = typeof build === 'function' ? 'development' : build.assets.version;
  return { build, vite, blockAssets, styles, buildId };
}

/**
 * `assets` without the JavaScript Remix already modulepreloads on every page that shows blocks:
 * the entry and the root route with their imports, and the files every story route imports
 * (`build.assets`, the browser manifest; story routes: `isStoryRouteId`). A block's chunk list
 * follows its imports down to the shared vendor chunk, so without this a page named the same
 * file twice in its head (59 `modulepreload` links for 50 files on the home, decision 0956; the
 * story routes' own imports, such as the lead image's helpers, were still named twice).
 * Files in `assets` are relative (`assets/x.js`), the manifest's absolute (`/assets/x.js`).
 */
export function withoutEveryPagePreloads(assets: BlockAssets, manifest: Pick<ServerBuild['assets'], 'entry' | 'routes'>): BlockAssets {
  const root = manifest.routes.root;
  const everyPage = new Set([manifest.entry.module, ...manifest.entry.imports, ...(root ? [root.module, ...(root.imports ?? [])] : [])]);
  for (const file of everyStoryRouteFile(manifest.routes)) everyPage.add(file);
  return Object.fromEntries(Object.entries(assets).map(([name, { css, js }]) => [name, { css, js: js.filter((file) => !everyPage.has('/' + file)) }]));
}

/** The files (module and imports) that every story route of the manifest preloads; none without story routes. */
function everyStoryRouteFile(routes: ServerBuild['assets']['routes']): string[] {
  const lists = Object.values(routes).flatMap((route) => (route && isStoryRouteId(route.id) ? [new Set([route.module, ...(route.imports ?? [])])] : []));
  const [first, ...rest] = lists;
  return first ? [...first].filter((file) => rest.every((list) => list.has(file))) : [];
}

/**
 * `GET /_build.json` (docs/requirements/pages.md#build-freshness): `{ id }` of the latest build, never
 * cached; clients poll it and reload on their next navigation when a new deployment is live.
 */
export function buildIdHandler(buildId: string): express.RequestHandler {
  return (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ id: buildId });
  };
}
