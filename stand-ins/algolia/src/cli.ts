import { LOCAL_ADMIN_KEY, LOCAL_APP_ID, LOCAL_SEARCH_KEY, readSearchConfig } from '@silca/search';
import { logger } from './logger';
import { startAlgoliaTwin } from './twin/server';

/** Port of `nx run stand-in-algolia:serve` when SEARCH_LOCAL_PORT is unset (next to the embedded Storyblok's 8787). */
const DEFAULT_PORT = 8788;

/**
 * `npx nx run stand-in-algolia:serve`: the embedded Algolia twin on its own, on SEARCH_LOCAL_PORT
 * (default 8788), app id `LOCALSEARCH`, keys `local-search` / `local-admin`
 * (docs/requirements/architecture.md#embedded-services). Its indexes start empty: whoever holds the
 * admin key fills them through algoliasearch, as on Algolia. Stops on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const config = readSearchConfig(process.env);
  const twin = await startAlgoliaTwin({ port: config.localPort || DEFAULT_PORT, appId: LOCAL_APP_ID, searchKey: LOCAL_SEARCH_KEY, adminKey: LOCAL_ADMIN_KEY });
  process.stdout.write(`Embedded Algolia at ${twin.url} (app id ${LOCAL_APP_ID}, keys ${LOCAL_SEARCH_KEY} / ${LOCAL_ADMIN_KEY})\n`);
  const stop = () => void twin.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  logger.error('stand-in-algolia:serve failed', error);
  process.exit(1);
});
