import { log } from '../log';
import type { PageCacheConfig } from './config';
import type { PageCache } from './page-cache';

/** Header marking a webhook forwarded by a peer instance (it is not forwarded again). */
export const FORWARDED_HEADER = 'x-silca-webhook-forwarded';

const TIMEOUT_MS = 5_000;

/** One accepted Storyblok webhook, as the site received it. */
export interface AcceptedWebhook {
  /** The raw body the signature covers. */
  rawBody: Uint8Array;
  /** Its `webhook-signature` header. */
  signature: string | undefined;
  /** True when a peer instance forwarded it (then it is not forwarded again). */
  forwarded: boolean;
}

/** Where each purge went: `ok` per target, in the order they were tried. */
export interface PurgeReport {
  dropped: number;
  targets: Array<{ url: string; ok: boolean; status?: number; error?: string }>;
}

/**
 * What a successful publish webhook does to the page caches (decision 0740): this instance's
 * page cache is emptied (full purge: which pages show a story is not only its own path but the
 * listings, home and navigation that quote it, so every page goes); then, unless the event was
 * itself forwarded, the same signed event is POSTed to every peer instance
 * (`PAGE_CACHE_PEERS`, their content and page caches drop what changed) and, after the peers,
 * every HTTP cache in `PAGE_CACHE_PURGE_URLS` gets `BAN /` (ops/varnish/site.vcl drops every
 * object: one Varnish configuration per market site). Peers first, so a cache never refetches from an instance
 * that still holds the old page. Failures are logged and reported, never thrown.
 */
export async function purgeAfterPublish(
  cache: PageCache,
  config: Pick<PageCacheConfig, 'peers' | 'purgeUrls'>,
  webhook: AcceptedWebhook,
): Promise<PurgeReport> {
  const report: PurgeReport = { dropped: cache.purgeAll(), targets: [] };
  if (webhook.forwarded) return report;
  const send = async (url: string, init: RequestInit) => {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      await response.arrayBuffer();
      report.targets.push({ url, ok: response.ok, status: response.status });
      if (!response.ok) log.warn('page cache purge refused', { url, status: response.status });
    } catch (error) {
      report.targets.push({ url, ok: false, error: String(error) });
      log.warn('page cache purge failed', { url, error: String(error) });
    }
  };
  await Promise.all(
    config.peers.map((peer) =>
      send(`${peer}/api/storyblok/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'webhook-signature': webhook.signature ?? '', [FORWARDED_HEADER]: '1' },
        body: Buffer.from(webhook.rawBody),
      }),
    ),
  );
  await Promise.all(config.purgeUrls.map((cacheUrl) => send(`${cacheUrl}/`, { method: 'BAN' })));
  log.info('page caches purged after publish', { dropped: report.dropped, targets: report.targets.length });
  return report;
}
