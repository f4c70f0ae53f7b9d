/**
 * The development entry's child process (decisions 1031, 1035): starts the stand-ins whose
 * credentials the site's environment lacks, tells the site where they listen over IPC
 * (docs/requirements/architecture.md#embedded-services), and exits when the IPC channel closes or on SIGTERM/SIGINT.
 */
import { readAuthConfig } from '@silca/auth';
import { readContentConfig } from '@silca/content';
import { readLeadsConfig } from '@silca/forms/embedded';
import { readSearchConfig } from '@silca/search';
import { algoliaStandIn } from '@silca/stand-in-algolia';
import { auth0StandIn } from '@silca/stand-in-auth0';
import { storyblokStandIn } from '@silca/stand-in-storyblok';
import { startLeadsStandIns } from './leads';
import type { FromStandIns, StandInsOptions, ToStandIns } from './protocol';

const send = (message: FromStandIns) => process.send?.(message);
const closers: Array<() => Promise<void>> = [];
let allowed: { callbacks: readonly string[]; logouts: readonly string[] } = { callbacks: [], logouts: [] };
let reload: (() => void) | undefined;

async function stop(code: number): Promise<never> {
  await Promise.allSettled(closers.map((close) => close()));
  process.exit(code);
}

async function main(): Promise<void> {
  if (!process.send) throw new Error("the development entry runs as the site's child process (IPC); use nx run stand-in-<name>:serve to run one alone");
  const options = JSON.parse(process.argv[2] ?? '{}') as StandInsOptions;
  process.on('disconnect', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));
  process.on('message', (message: ToStandIns) => {
    if (message?.type === 'allowed-urls') allowed = { callbacks: message.callbacks, logouts: message.logouts };
    else if (message?.type === 'reload') {
      reload?.();
      send({ type: 'reloaded', id: message.id });
    }
  });
  const ready: Extract<FromStandIns, { type: 'ready' }> = { type: 'ready' };
  const env = process.env;
  const content = readContentConfig(env);
  if (content.mode === 'local') {
    const server = await storyblokStandIn(content, { assetBaseUrl: options.assetBaseUrl, onReload: () => send({ type: 'reloaded' }) });
    closers.push(() => server.close());
    reload = () => server.reload();
    ready.storyblok = { origin: server.origin, endpoint: server.endpoint };
  }
  const auth = readAuthConfig(env);
  if (auth.mode === 'embedded') {
    const provider = await auth0StandIn(auth, { allowedUrls: () => allowed });
    closers.push(() => provider.close?.() ?? Promise.resolve());
    ready.auth0 = { domain: provider.domain, certificate: provider.certificate };
  }
  const search = readSearchConfig(env);
  if (search.mode === 'local') {
    const twin = await algoliaStandIn(search);
    closers.push(() => twin.close());
    ready.algolia = { port: twin.port };
  }
  const leads = readLeadsConfig(env);
  if (!leads.DATABASE_URL || !leads.SMTP_URL) {
    const services = await startLeadsStandIns(leads, options.market);
    closers.push(() => services.close());
    ready.leads = { databaseUrl: services.databaseUrl, smtp: services.smtp };
  }
  send(ready);
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: (error as Error)?.message ?? String(error) });
  void stop(1);
});
