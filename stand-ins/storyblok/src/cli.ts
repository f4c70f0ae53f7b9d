import { DEFAULT_LOCAL_PORT, readContentConfig } from '@silca/content';
import { logger } from './logger';
import { startLocalServer } from './server';

/** `npx nx run stand-in-storyblok:serve`: the embedded Storyblok alone on STORYBLOK_LOCAL_PORT (default 8787), until SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = readContentConfig();
  const server = await startLocalServer({
    contentDir: config.contentDir,
    port: config.localPort ?? DEFAULT_LOCAL_PORT,
    publicTokens: [config.token],
    previewTokens: config.previewToken ? [config.previewToken] : [],
    budgetRps: config.localBudgetRps,
    rateLimits: config.localRateLimits,
    watch: true,
  });
  process.stdout.write(`Embedded Storyblok CDN API at ${server.endpoint} (content: ${config.contentDir})\n`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  logger.error('stand-in-storyblok:serve failed', error);
  process.exit(1);
});
