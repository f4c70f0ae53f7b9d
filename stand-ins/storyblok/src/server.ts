import { watch as watchFiles, type FSWatcher } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { LOCAL_ASSET_TOKEN, LOCAL_PREVIEW_TOKEN, LOCAL_PUBLIC_TOKEN, SIGNED_URL_TTL_S } from '@silca/content';
import { logger } from './logger';
import { createCdnApi } from './api';
import { randomBytes } from 'node:crypto';
import { createAssetHandler, type AssetHandler } from './assets';
import { createAssetsMeHandler, requireSignature } from './signed-assets';
import { Store } from './store';

/** Options of startLocalServer. */
export interface LocalServerOptions {
  contentDir: string;
  /** TCP port; 0 = any free port. Listens on 127.0.0.1 unless `host` says otherwise. */
  port?: number;
  host?: string;
  publicTokens?: string[];
  previewTokens?: string[];
  /** Public base of assets in answers (`/_assets` when the site serves them); default this server's origin. */
  assetBaseUrl?: string;
  /** Base of signed URLs of private files (decisions 0800, 0962); default `{origin}/private`, served here. */
  privateAssetBaseUrl?: string;
  /** Asset tokens accepted by `cdn/assets/me`. Default `local-asset`. */
  assetTokens?: string[];
  /** HMAC key of signed URLs; default 32 random bytes per start. */
  signingSecret?: string;
  /** Lifetime of a signed URL in seconds. Default 300. */
  signedUrlTtlS?: number;
  now?: () => number;
  /** Requests per second answered before 429; 0 = off. */
  budgetRps?: number;
  /** Storyblok's documented per-second limits (docs/requirements/content.md#cdn-rate-limits); default true. */
  rateLimits?: boolean;
  /** Re-read `content/` when a file changes (development); `onReload` runs after each reload. */
  watch?: boolean;
  onReload?: () => void;
}

/** A running embedded Storyblok (see startLocalServer). */
export interface LocalServer {
  origin: string;
  /** Endpoint for storyblok-js-client: `{origin}/v2`. */
  endpoint: string;
  port: number;
  /** Serves `/f/...` assets and image-service variants (mount it at the asset base path). */
  assetHandler: AssetHandler;
  /** Serves extranet files on a valid signed URL only (docs/requirements/extranet.md#private-files; 403 otherwise). */
  extranetAssetHandler: AssetHandler;
  /** Re-reads `content/` (new cv when space.json's version changed). */
  reload(): void;
  /** CDN requests answered since start. */
  requestCount(): number;
  close(): Promise<void>;
}

/**
 * Starts the embedded Content Delivery API v2 over `content/`
 * (docs/requirements/architecture.md#embedded-services, docs/requirements/content.md#content-files).
 * Throws when the space cannot be read or the port is taken; bad story files are logged and skipped.
 */
export async function startLocalServer(opts: LocalServerOptions): Promise<LocalServer> {
  let store = new Store(opts.contentDir);
  for (const p of store.problems) logger.warn(`skipped ${p.file}: ${p.message}`);
  let origin = '';
  let count = 0;
  // Extranet files never through the public route (docs/requirements/extranet.md#private-files).
  const isPrivate = (assetPath: string) => store.extranetAssets.has(assetPath);
  const assetHandler = createAssetHandler(path.join(opts.contentDir, 'assets'), { isPrivate, serve: 'public' });
  const now = opts.now ?? (() => Math.floor(Date.now() / 1000));
  const secret = opts.signingSecret ?? randomBytes(32).toString('base64url');
  const extranetAssetHandler = requireSignature(createAssetHandler(path.join(opts.contentDir, 'assets'), { isPrivate, serve: 'private' }), secret, now);
  const app = express();
  app.disable('x-powered-by');
  app.get(
    '/v2/cdn/assets/me',
    (_req, _res, next) => {
      count++;
      next();
    },
    createAssetsMeHandler({
      assetsRoot: path.join(opts.contentDir, 'assets'),
      assetTokens: opts.assetTokens ?? [LOCAL_ASSET_TOKEN],
      isPrivate,
      privateBaseUrl: () => opts.privateAssetBaseUrl ?? `${origin}/private`,
      publicBaseUrl: () => opts.assetBaseUrl ?? origin,
      secret,
      ttlS: opts.signedUrlTtlS ?? SIGNED_URL_TTL_S,
      now,
    }),
  );
  app.use(
    '/v2/cdn',
    createCdnApi({
      getStore: () => store,
      publicTokens: opts.publicTokens ?? [LOCAL_PUBLIC_TOKEN],
      previewTokens: opts.previewTokens ?? [LOCAL_PREVIEW_TOKEN],
      assetBaseUrl: () => opts.assetBaseUrl ?? origin,
      budgetRps: opts.budgetRps ?? 0,
      rateLimits: opts.rateLimits ?? true,
      onRequest: () => void count++,
    }),
  );
  app.use('/f', (req, res, next) => {
    req.url = '/f' + req.url;
    assetHandler(req, res, next);
  });
  app.use('/private', extranetAssetHandler);
  app.use((_req, res) => res.status(404).json(['This record could not be found']));
  const server: Server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://${opts.host && opts.host !== '0.0.0.0' ? opts.host : '127.0.0.1'}:${port}`;
  const reload = () => {
    const previous = store.cv;
    try {
      store = new Store(opts.contentDir);
    } catch (error) {
      logger.error('embedded space reload failed; the previous state stays', error);
      return;
    }
    store.cv = Math.max(store.cv, previous + 1);
    for (const p of store.problems) logger.warn(`skipped ${p.file}: ${p.message}`);
  };
  let watcher: FSWatcher | null = null;
  if (opts.watch) {
    let timer: NodeJS.Timeout | null = null;
    try {
      watcher = watchFiles(opts.contentDir, { recursive: true }, (_event, file) => {
        if (file && !String(file).endsWith('.json')) return;
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => {
          reload();
          opts.onReload?.();
        }, 300);
      });
    } catch (error) {
      logger.warn('cannot watch the embedded space; edits need a restart or a webhook', error);
    }
  }
  return {
    origin,
    endpoint: `${origin}/v2`,
    port,
    assetHandler,
    extranetAssetHandler,
    reload,
    requestCount: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        watcher?.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
