import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import type express from 'express';
import type { ViteDevServer } from 'vite';
import { isStoryRouteId } from '../../app/route-ids';
import { BLOCK_ASSETS_FILE, type BlockAssets } from '../../vite/block-assets-plugin';
import { createStyleBundles, type StyleBundles } from './style-bundles';

export interface LoadedServerBuild {
  /** In development loaded through Vite per request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  vite: ViteDevServer | null;
  /** Decision 0561; empty in development. */
  blockAssets: BlockAssets;
  /** Decision 0780; null in development. */
  styles: StyleBundles | null;
  /** `assets.version`, or `development` (docs/requirements/pages.md#build-freshness). */
  buildId: string;
}

/** The app's Remix build: the bundle's or `build/server/index.js` in production, else through Vite (decision 0720). Rejects if broken. */
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
  const buildId = typeof build === 'function' ? 'development' : build.assets.version;
  return { build, vite, blockAssets, styles, buildId };
}

/** `assets` without what Remix modulepreloads on every block page, so nothing is named twice (decision 0956). */
export function withoutEveryPagePreloads(assets: BlockAssets, manifest: Pick<ServerBuild['assets'], 'entry' | 'routes'>): BlockAssets {
  const root = manifest.routes.root;
  const everyPage = new Set([manifest.entry.module, ...manifest.entry.imports, ...(root ? [root.module, ...(root.imports ?? [])] : [])]);
  for (const file of everyStoryRouteFile(manifest.routes)) everyPage.add(file);
  return Object.fromEntries(Object.entries(assets).map(([name, { css, js }]) => [name, { css, js: js.filter((file) => !everyPage.has('/' + file)) }]));
}

function everyStoryRouteFile(routes: ServerBuild['assets']['routes']): string[] {
  const lists = Object.values(routes).flatMap((route) => (route && isStoryRouteId(route.id) ? [new Set([route.module, ...(route.imports ?? [])])] : []));
  const [first, ...rest] = lists;
  return first ? [...first].filter((file) => rest.every((list) => list.has(file))) : [];
}

/** `GET /_build.json`: `{ id }` of the latest build, never cached (docs/requirements/pages.md#build-freshness). */
export function buildIdHandler(buildId: string): express.RequestHandler {
  return (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ id: buildId });
  };
}
