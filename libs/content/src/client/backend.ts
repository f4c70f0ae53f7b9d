import type { NextFunction, Request, Response } from 'express';
import { readContentConfig, type ContentConfig, type EnvLike } from '../config';
import { ResponseCache } from './cache';
import { StoryblokContentService } from './service';
import { createStoryblokClient, upstreamRate } from './storyblok';
import type { WebhookTarget } from '../webhook';
import { assetHostFor } from '../private-assets';

/** An Express-style handler of embedded asset requests (`/f/...` under the site's `/_assets`). */
export type AssetHandler = (req: Request, res: Response, next: NextFunction) => void;

/** A running embedded Storyblok reached over HTTP like the real CDN API (docs/requirements/architecture.md#embedded-services, decision 1031). */
export interface ContentStandIn {
  origin: string;
  endpoint: string;
  assetHandler?: AssetHandler;
  /** Re-reads `content/` (the publish webhook of the embedded mode); resolves once done. */
  reload(): void | Promise<void>;
  close?(): Promise<void>;
}

/** Starts or finds the embedded Storyblok in local mode; `onReload` is told when it re-reads `content/` by itself. */
export type ContentStandInStarter<S extends ContentStandIn = ContentStandIn> = (
  config: ContentConfig,
  options: { assetBaseUrl?: string; privateAssetBaseUrl?: string; onReload: () => void },
) => Promise<S>;

/** What startContentBackend gives the site (docs/requirements/architecture.md#request-path). */
export interface ContentBackend<S extends ContentStandIn = ContentStandIn> {
  config: ContentConfig;
  service: StoryblokContentService;
  /** The Content Delivery API base in use (`https://api.storyblok.com/v2`, or the embedded server's). */
  endpoint: string;
  /** Serves embedded assets (local mode only); the site mounts it at `assetBaseUrl`. */
  assetHandler?: AssetHandler;
  localServer?: S;
  /** Upstream requests made so far. */
  upstreamRequests(): number;
  /** What a publish webhook invalidates here, for `handleStoryblokWebhook`. */
  webhookTarget: WebhookTarget;
  close(): Promise<void>;
}

/** Options of startContentBackend. */
export interface StartContentBackendOptions<S extends ContentStandIn = ContentStandIn> {
  env?: EnvLike;
  /** Public base of asset URLs in answers (the site passes `/_assets`). Local mode only. */
  assetBaseUrl?: string;
  /** Base of signed URLs of private files in local mode (default: the embedded server's own `/private`). */
  privateAssetBaseUrl?: string;
  config?: Partial<ContentConfig>;
  /** Local mode: starts the embedded Storyblok; its `close` runs on the backend's close. */
  standIn?: ContentStandInStarter<S>;
}

const REGION_HOSTS: Record<string, string> = {
  eu: 'https://api.storyblok.com/v2',
  us: 'https://api-us.storyblok.com/v2',
  ap: 'https://api-ap.storyblok.com/v2',
  ca: 'https://api-ca.storyblok.com/v2',
  cn: 'https://app.storyblokchina.cn/v2',
};

/**
 * Starts the content layer (docs/requirements/architecture.md#embedded-services): the real
 * Storyblok with STORYBLOK_TOKEN, else the embedded one `opts.standIn` gives. Throws
 * ContentConfigError for a bad variable, an Error without a stand-in or when it cannot start.
 */
export async function startContentBackend<S extends ContentStandIn = ContentStandIn>(opts: StartContentBackendOptions<S> = {}): Promise<ContentBackend<S>> {
  const config: ContentConfig = { ...readContentConfig(opts.env ?? process.env), ...opts.config };
  const counter = { requests: 0 };
  let localServer: S | undefined;
  // eslint-disable-next-line prefer-const
  let service: StoryblokContentService;
  let endpoint = config.apiUrl;
  if (config.mode === 'local') {
    if (!opts.standIn) throw new Error('No embedded Storyblok: without STORYBLOK_TOKEN the site starts one through its development entry (decision 1031)');
    localServer = await opts.standIn(config, {
      assetBaseUrl: opts.assetBaseUrl,
      privateAssetBaseUrl: opts.privateAssetBaseUrl,
      // An edit on disk is a publish of everything: drop the cache (development only).
      onReload: () => void service.invalidate(service.cache.entries().map(([key]) => key)),
    });
    endpoint = localServer.endpoint;
  }
  const client = createStoryblokClient(config, { endpoint, counter });
  const previewClient = config.previewToken ? createStoryblokClient(config, { endpoint, counter, token: config.previewToken }) : undefined;
  service = new StoryblokContentService({
    client,
    previewClient,
    cache: new ResponseCache(config.cacheMaxEntries, config.cacheMaxBytes),
    endpoint: endpoint ?? REGION_HOSTS[config.region] ?? REGION_HOSTS.eu!,
    cvTtlMs: config.cvTtlMs,
    assetToken: config.assetToken,
    assetHost: assetHostFor(config.region),
    limits: {
      ratePerSecond: upstreamRate(config),
      maxQueue: config.queueMax,
      maxWaitMs: config.queueWaitMs,
      breakerBaseMs: config.breakerMs,
      breakerMaxMs: config.breakerMaxMs,
      requestBudgetMs: config.timeoutMs,
    },
  });
  const webhookTarget: WebhookTarget = {
    cacheEntries: () => service.cache.entries(),
    invalidate: (keys) => service.invalidate(keys),
    reloadLocal: localServer ? () => localServer!.reload() : undefined,
  };
  return {
    config,
    service,
    endpoint: endpoint ?? REGION_HOSTS[config.region] ?? REGION_HOSTS.eu!,
    assetHandler: localServer?.assetHandler,
    localServer,
    upstreamRequests: () => counter.requests,
    webhookTarget,
    close: async () => {
      await localServer?.close?.();
    },
  };
}
