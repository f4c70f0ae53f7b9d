import type { ContentStandInStarter } from '@silca/content';
import { startLocalServer, type LocalServer } from './server';

/**
 * The embedded Storyblok for a content config in local mode, in this process: what
 * `startContentBackend({ standIn })` takes in tests and in the development entry's child
 * (docs/requirements/architecture.md#embedded-services, decision 1031). Port STORYBLOK_LOCAL_PORT
 * (a free one when unset), the config's tokens, budget, rate limits (decision 1051), signed-URL lifetime and file watch.
 * Throws when the space cannot be read or the port is taken.
 */
export const storyblokStandIn: ContentStandInStarter<LocalServer> = (config, options) =>
  startLocalServer({
    contentDir: config.contentDir,
    port: config.localPort ?? 0,
    publicTokens: [config.token],
    previewTokens: config.previewToken ? [config.previewToken] : [],
    assetBaseUrl: options.assetBaseUrl,
    privateAssetBaseUrl: options.privateAssetBaseUrl,
    assetTokens: config.assetToken ? [config.assetToken] : [],
    budgetRps: config.localBudgetRps,
    rateLimits: config.localRateLimits,
    signedUrlTtlS: config.localSignedUrlTtlS,
    watch: config.localWatch,
    onReload: options.onReload,
  });
