import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { CacheEntry } from './client/cache';
import { logger } from './logger';

/**
 * A Storyblok webhook event (docs/requirements/content.md#publishing): story events carry
 * `story_id` and `full_slug`, datasource events `datasource_slug`.
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
 * Which cache keys an event makes stale. Pure. A story event drops the answers containing it,
 * the listings covering its slug and every cached 404; a datasource event its answers; anything
 * else drops all.
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
  reloadLocal?(): void | Promise<void>;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });

/**
 * The handler of `POST /api/storyblok/webhook`: 401 for a bad signature or no secret, 405 for
 * another method, 400 for a body that is no event, else 200 `{ ok, action, invalidated }` once
 * `targets` dropped what changed (decision 1070).
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
