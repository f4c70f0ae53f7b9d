import type { ContentStandInStarter } from '@silca/content';
import { startLocalServer, type LocalServer } from './server';

/**
 * The embedded Storyblok for a local-mode content config, in this process
 * (docs/requirements/architecture.md#embedded-services, decisions 1031, 1051). Throws when the
 * space cannot be read or the port is taken.
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
