import type { AccessPolicy } from '@silca/content';
import { handleStoryblokWebhook, verifyWebhookSignature, type WebhookTarget } from '@silca/content';
import type { SearchService } from '@silca/search';
import express from 'express';
import { parseStoryEvent } from '../../search/search-api.server';
import { log } from './log';
import { FORWARDED_HEADER, purgeAfterPublish, type PageCache, type PageCacheConfig } from './page-cache';
import { createReplayGuard, webhookRateLimit } from './webhook-guard';

/** Path of Storyblok's publish webhook. */
export const STORYBLOK_WEBHOOK_PATH = '/api/storyblok/webhook';

/** What a publish, unpublish or move event clears. */
export interface ContentWebhookOptions {
  /** STORYBLOK_WEBHOOK_SECRET (signature checked in libs/content). */
  secret: string | undefined;
  /** The content caches this server owns (`ContentBackend.webhookTarget`): what a publish invalidates. */
  targets: readonly WebhookTarget[];
  search: SearchService;
  access: AccessPolicy;
  pageCache: PageCache;
  pageCacheConfig: PageCacheConfig;
  /** An identical signed body within this many ms does nothing (STORYBLOK_WEBHOOK_DEDUPE_S; 0 = off). */
  dedupeMs: number;
  /** Requests per client address per `rateWindowS` seconds, then 429 (STORYBLOK_WEBHOOK_RATE_LIMIT, _WINDOW_S). */
  rateLimit: number;
  rateWindowS: number;
  /** Called after a new accepted event cleared the caches (the sitemap is built again). */
  onAccepted?: () => void;
}

/**
 * Handlers of `POST /api/storyblok/webhook`: Storyblok publish/unpublish/move events clear what
 * changed, with the raw body (at most 256 KB) the signature is over. On an accepted event: the
 * story's search records follow within seconds (docs/requirements/search.md#indexes-and-records), the
 * access policy is read again (a publish can change a folder's roles), and the page caches are
 * emptied: this one, the peers', Varnish's (decision 0740). Answers what libs/content's
 * `handleStoryblokWebhook` answers (401 for a bad signature). Guards (docs/requirements/hardening.md#webhook-replays,
 * decision 1000): 429 with `Retry-After` beyond `rateLimit` requests per client address; a signed
 * body seen within `dedupeMs` answers 200 `{ ok: true, duplicate: true }` and clears nothing
 * (Storyblok retries anything else); a forwarded event is not forwarded again (purge.ts).
 */
export function contentWebhook(options: ContentWebhookOptions): express.RequestHandler[] {
  const { secret, search, access, pageCache, pageCacheConfig } = options;
  const replays = createReplayGuard(options.dedupeMs);
  let duplicates = 0;
  let lastDuplicateLog = 0;
  const handler: express.RequestHandler = (req, res, next) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    // The signature first: only a real event may be remembered, so a guessed body sent unsigned
    // cannot make the real one look like a replay.
    if (secret && verifyWebhookSignature(raw.toString('utf8'), req.get('webhook-signature') ?? null, secret) && replays.isReplay(raw)) {
      duplicates++;
      // One line per 10 s at most: a replay flood must not flood the log either.
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
        // Signature already checked.
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
