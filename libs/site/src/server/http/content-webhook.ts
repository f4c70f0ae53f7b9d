import type { AccessPolicy } from '@silca/content';
import { handleStoryblokWebhook, verifyWebhookSignature, type WebhookTarget } from '@silca/content';
import type { SearchService } from '@silca/search';
import express from 'express';
import { parseStoryEvent } from '../../search/search-api.server';
import { log } from './log';
import { FORWARDED_HEADER, purgeAfterPublish, type PageCache, type PageCacheConfig } from './page-cache';
import { createReplayGuard, webhookRateLimit } from './webhook-guard';

export const STORYBLOK_WEBHOOK_PATH = '/api/storyblok/webhook';

export interface ContentWebhookOptions {
  secret: string | undefined;
  targets: readonly WebhookTarget[];
  search: SearchService;
  access: AccessPolicy;
  pageCache: PageCache;
  pageCacheConfig: PageCacheConfig;
  /** Ms within which an identical signed body does nothing (0 = off). */
  dedupeMs: number;
  /** Requests per client address per `rateWindowS`, then 429. */
  rateLimit: number;
  rateWindowS: number;
  onAccepted?: () => void;
}

/**
 * `POST /api/storyblok/webhook`: purges caches, search records and the policy (decisions 0740, 1000).
 * (docs/requirements/performance.md#page-cache, docs/requirements/hardening.md#webhook-replays).
 */
export function contentWebhook(options: ContentWebhookOptions): express.RequestHandler[] {
  const { secret, search, access, pageCache, pageCacheConfig } = options;
  const replays = createReplayGuard(options.dedupeMs);
  let duplicates = 0;
  let lastDuplicateLog = 0;
  const handler: express.RequestHandler = (req, res, next) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    // Signature first: an unsigned guess must not make the real event look like a replay.
    if (secret && verifyWebhookSignature(raw.toString('utf8'), req.get('webhook-signature') ?? null, secret) && replays.isReplay(raw)) {
      duplicates++;
      // A replay flood must not flood the log.
      if (Date.now() - lastDuplicateLog > 10_000) {
        log.info('storyblok webhook replays ignored', { count: duplicates });
        duplicates = 0;
        lastDuplicateLog = Date.now();
      }
      res.status(200).set('Cache-Control', 'no-store').json({ ok: true, duplicate: true });
      return;
    }
    const request = new Request(new URL(req.originalUrl, 'http://localhost'), {
      method: 'POST',
      headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : [])),
      body: Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : '',
    });
    handleStoryblokWebhook(request, secret, options.targets)
      .then(async (response) => {
        if (response.ok && Buffer.isBuffer(req.body)) void search.applyStoryEvent(parseStoryEvent(req.body));
        if (response.ok) access.invalidate();
        if (response.ok) options.onAccepted?.();
        if (response.ok) {
          const forwarded = req.headers[FORWARDED_HEADER] === '1';
          await purgeAfterPublish(pageCache, pageCacheConfig, {
            rawBody: Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array(),
            signature: req.get('webhook-signature'),
            forwarded,
          });
        }
        res
          .status(response.status)
          .set(Object.fromEntries(response.headers))
          .send(await response.text());
      })
      .catch(next);
  };
  return [webhookRateLimit(options.rateLimit, options.rateWindowS), express.raw({ type: () => true, limit: '256kb' }), handler];
}
