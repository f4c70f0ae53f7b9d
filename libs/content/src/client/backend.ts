import { readContentConfig, type ContentConfig, type EnvLike } from '../config';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the in-process stand-in, until the dev-services entry starts it apart (decision 1031).
import { startLocalServer, type AssetHandler, type LocalServer } from '@silca/stand-in-storyblok';
import { ResponseCache } from './cache';
import { StoryblokContentService } from './service';
import { createStoryblokClient, upstreamRate } from './storyblok';
import type { WebhookTarget } from '../webhook';
import { assetHostFor } from '../private-assets';

/** What startContentBackend gives the site (docs/requirements/architecture.md#foundation-goals client contract). */
export interface ContentBackend {
  config: ContentConfig;
  service: StoryblokContentService;
  /** The Content Delivery API base in use (`https://api.storyblok.com/v2`, or the embedded server's). */
  endpoint: string;
  /** Serves embedded assets (local mode only); the site mounts it at `assetBaseUrl`. */
  assetHandler?: AssetHandler;
  /** The embedded server when running locally (tests, benchmark, webhook reload). */
  localServer?: LocalServer;
  /** Upstream requests made so far (benchmark: requests per page view). */
  upstreamRequests(): number;
  /** What a publish webhook invalidates in this backend; the server owning it hands it to `handleStoryblokWebhook`. */
  webhookTarget: WebhookTarget;
  close(): Promise<void>;
}

/** Options of startContentBackend. */
export interface StartContentBackendOptions {
  env?: EnvLike;
  /** Public base of asset URLs in answers (the site passes `/_assets`). Local mode only. */
  assetBaseUrl?: string;
  /** Base of signed URLs of private files in local mode (default: the embedded server's own `/private`). */
  privateAssetBaseUrl?: string;
  /** Overrides the validated config (tests). */
  config?: Partial<ContentConfig>;
}

const REGION_HOSTS: Record<string, string> = {
  eu: 'https://api.storyblok.com/v2',
  us: 'https://api-us.storyblok.com/v2',
  ap: 'https://api-ap.storyblok.com/v2',
  ca: 'https://api-ca.storyblok.com/v2',
  cn: 'https://app.storyblokchina.cn/v2',
};

/**
 * Starts the content layer (docs/requirements/architecture.md#embedded-services). Without STORYBLOK_TOKEN it starts the embedded
 * Storyblok in-process (port STORYBLOK_LOCAL_PORT, or a free port) and points
 * storyblok-js-client at it; with STORYBLOK_TOKEN (+ STORYBLOK_REGION, STORYBLOK_PREVIEW_TOKEN,
 * STORYBLOK_API_URL) it talks to the real Storyblok. Throws ContentConfigError for a bad variable
 * and an Error when the embedded space cannot be read or its port is taken.
 */
export async function startContentBackend(opts: StartContentBackendOptions = {}): Promise<ContentBackend> {
  const config: ContentConfig = { ...readContentConfig(opts.env ?? process.env), ...opts.config };
  const counter = { requests: 0 };
  let localServer: LocalServer | undefined;
  // Assigned below; the embedded server's reload hook refers to it.
  // eslint-disable-next-line prefer-const
  let service: StoryblokContentService;
  let endpoint = config.apiUrl;
  if (config.mode === 'local') {
    localServer = await startLocalServer({
      contentDir: config.contentDir,
      port: config.localPort ?? 0,
      publicTokens: [config.token],
      previewTokens: config.previewToken ? [config.previewToken] : [],
      assetBaseUrl: opts.assetBaseUrl,
      privateAssetBaseUrl: opts.privateAssetBaseUrl,
      assetTokens: config.assetToken ? [config.assetToken] : [],
      budgetRps: config.localBudgetRps,
      signedUrlTtlS: config.localSignedUrlTtlS,
      watch: config.localWatch,
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
    reloadLocal: localServer ? () => localServer.reload() : undefined,
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
      await localServer?.close();
    },
  };
}
