import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { CacheEntry } from './client/cache';
import { logger } from './logger';

/**
 * Storyblok webhooks (docs/requirements/content.md#publishing "Publishing invalidates it"): the story events `published`,
 * `unpublished`, `deleted`, `moved` carry `story_id` and `full_slug`; datasource events carry
 * `datasource_slug`. The body is signed with HMAC-SHA1 of the raw body and the webhook secret
 * in the `webhook-signature` header (Storyblok's webhook security).
 */
export const webhookEventSchema = z.object({
  text: z.string().optional(),
  action: z.string().min(1),
  space_id: z.number().optional(),
  story_id: z.union([z.number(), z.string()]).optional(),
  full_slug: z.string().optional(),
  datasource_slug: z.string().optional(),
});
/** A parsed Storyblok webhook event. */
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

const STORY_ACTIONS = new Set(['published', 'unpublished', 'deleted', 'moved']);

/**
 * Which cache keys a webhook event makes stale. Pure. A story event drops: every answer that
 * contains the story (by id, uuid or slug, relations included), every listing whose
 * `starts_with` covers its slug, every cached 404 (the story may now exist). A datasource event
 * drops the datasource answers. Anything else (release merged, asset events...) drops all.
 */
export function planInvalidation(event: WebhookEvent, entries: Array<[string, Pick<CacheEntry, 'refs' | 'prefix' | 'value'>]>): string[] {
  if (STORY_ACTIONS.has(event.action) && (event.story_id !== undefined || event.full_slug)) {
    const id = event.story_id === undefined ? null : String(event.story_id);
    const slug = event.full_slug?.replace(/^\/+|\/+$/g, '') ?? null;
    return entries
      .filter(([, e]) => {
        if (e.value === null) return true;
        if (id && e.refs.includes(id)) return true;
        if (slug && e.refs.includes(slug)) return true;
        if (e.prefix !== null && (e.prefix === '' || (slug !== null && slug.startsWith(e.prefix.replace(/\/+$/, ''))) || slug === null)) return true;
        return false;
      })
      .map(([k]) => k);
  }
  if (event.action.startsWith('datasource')) return entries.filter(([k]) => k.startsWith('cdn/datasource_entries')).map(([k]) => k);
  return entries.map(([k]) => k);
}

/** HMAC-SHA1 hex of the raw body with the secret; compared in constant time. */
export function verifyWebhookSignature(rawBody: string, signature: string | null, secret: string): boolean {
  if (!signature) return false;
  const expected = createHmac('sha1', secret).update(rawBody).digest('hex');
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(signature.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What a webhook invalidates: a content service cache (and the embedded space on disk). */
export interface WebhookTarget {
  cacheEntries(): Array<[string, CacheEntry]>;
  invalidate(keys: string[]): Promise<void>;
  /** Re-reads the embedded space (local mode), before the cache is invalidated. */
  reloadLocal?(): void | Promise<void>;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });

/**
 * The handler of `POST /api/storyblok/webhook` (the site mounts it). 401 and no change for a bad
 * or missing signature (or no secret configured: a webhook must be authenticated), 405 for
 * another method, 400 for a body that is not a Storyblok event, else 200
 * `{ ok: true, invalidated: n }` after the caches of `targets` dropped what changed. The server
 * that owns the backends passes their targets (`ContentBackend.webhookTarget`, decision 1070).
 */
export async function handleStoryblokWebhook(request: Request, secret: string | undefined, targets: readonly WebhookTarget[]): Promise<Response> {
  if (request.method !== 'POST') return json(405, { error: 'Method Not Allowed' });
  const raw = await request.text().catch(() => '');
  if (!secret || !verifyWebhookSignature(raw, request.headers.get('webhook-signature'), secret)) {
    return json(401, { error: 'Invalid signature' });
  }
  let event: WebhookEvent;
  try {
    event = webhookEventSchema.parse(JSON.parse(raw));
  } catch {
    return json(400, { error: 'Not a Storyblok webhook event' });
  }
  let invalidated = 0;
  for (const target of targets) {
    try {
      await target.reloadLocal?.();
    } catch (error) {
      logger.error('embedded space reload failed', error);
    }
    const keys = planInvalidation(event, target.cacheEntries());
    invalidated += keys.length;
    await target.invalidate(keys);
  }
  return json(200, { ok: true, action: event.action, invalidated });
}
