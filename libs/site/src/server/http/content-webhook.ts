import type { AccessPolicy } from '@silca/content';
import { handleStoryblokWebhook } from '@silca/content';
import type { SearchService } from '@silca/search';
import express from 'express';
import { parseStoryEvent } from '../search/search-api.server';
import { FORWARDED_HEADER, purgeAfterPublish, type PageCache, type PageCacheConfig } from './page-cache';

/** Path of Storyblok's publish webhook. */
export const STORYBLOK_WEBHOOK_PATH = '/api/storyblok/webhook';

/** What a publish, unpublish or move event clears. */
export interface ContentWebhookOptions {
  /** STORYBLOK_WEBHOOK_SECRET (signature checked in libs/content). */
  secret: string | undefined;
  search: SearchService;
  access: AccessPolicy;
  pageCache: PageCache;
  pageCacheConfig: PageCacheConfig;
}

/**
 * Handlers of `POST /api/storyblok/webhook`: Storyblok publish/unpublish/move events clear what
 * changed, with the raw body (at most 256 KB) the signature is over. On an accepted event: the
 * story's search records follow within seconds (docs/requirements/search.md#search-goals), the
 * access policy is read again (a publish can change a folder's roles), and the page caches are
 * emptied: this one, the peers', Varnish's (decision 0740). Answers what libs/content's
 * `handleStoryblokWebhook` answers (401 for a bad signature).
 */
export function contentWebhook(options: ContentWebhookOptions): express.RequestHandler[] {
  const { secret, search, access, pageCache, pageCacheConfig } = options;
  const handler: express.RequestHandler = (req, res, next) => {
    const request = new Request(new URL(req.originalUrl, 'http://localhost'), {
      method: 'POST',
      headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : [])),
      body: Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : '',
    });
    handleStoryblokWebhook(request, secret)
      .then(async (response) => {
        // Signature already checked.
        if (response.ok && Buffer.isBuffer(req.body)) void search.applyStoryEvent(parseStoryEvent(req.body));
        if (response.ok) access.invalidate();
        if (response.ok) {
          const forwarded = req.headers[FORWARDED_HEADER] === '1';
          await purgeAfterPublish(pageCache, pageCacheConfig, {
            rawBody: Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array(),
            signature: req.get('webhook-signature'),
            forwarded,
          });
        }
        res.status(response.status).set(Object.fromEntries(response.headers)).send(await response.text());
      })
      .catch(next);
  };
  return [express.raw({ type: () => true, limit: '256kb' }), handler];
}
