import { log } from '../log';
import type { PageCacheConfig } from './config';
import type { PageCache } from './page-cache';

/** Marks a webhook forwarded by a peer, so it is not forwarded again. */
export const FORWARDED_HEADER = 'x-silca-webhook-forwarded';

const TIMEOUT_MS = 5_000;

export interface AcceptedWebhook {
  rawBody: Uint8Array;
  signature: string | undefined;
  forwarded: boolean;
}

/** Where each purge went: `ok` per target, in order. */
export interface PurgeReport {
  dropped: number;
  targets: Array<{ url: string; ok: boolean; status?: number; error?: string }>;
}

/**
 * After a publish (decision 0740): this cache emptied, then peers, then `BAN /` to HTTP caches; failures logged, never thrown.
 * (docs/requirements/performance.md#page-cache).
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
