import { createHash, timingSafeEqual } from 'node:crypto';

/** How long a visual-editor token stays valid (s). */
export const PREVIEW_TOKEN_MAX_AGE_S = 3600;

/** The visual editor's context of a preview request. */
export interface PreviewContext {
  storyId: string;
  spaceId: string;
  language: string | null;
  release: string | null;
}

/**
 * Reads Storyblok's visual-editor parameters and checks the token as Storyblok documents it:
 * sha1(`{space_id}:{preview token}:{timestamp}`), at most an hour old. Null when absent, wrong,
 * stale or without a preview token (docs/requirements/content.md#visual-editor).
 */
export function previewContext(url: URL | string, previewToken: string | undefined, now: number = Date.now()): PreviewContext | null {
  if (!previewToken) return null;
  let u: URL;
  try {
    u = typeof url === 'string' ? new URL(url, 'http://localhost') : url;
  } catch {
    return null;
  }
  const q = u.searchParams;
  const storyId = q.get('_storyblok');
  const spaceId = q.get('_storyblok_tk[space_id]');
  const timestamp = q.get('_storyblok_tk[timestamp]');
  const token = q.get('_storyblok_tk[token]');
  if (!storyId || !spaceId || !timestamp || !token || !/^\d+$/.test(timestamp)) return null;
  const age = now / 1000 - Number(timestamp);
  if (age > PREVIEW_TOKEN_MAX_AGE_S || age < -300) return null;
  const expected = createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex');
  const a = Buffer.from(expected);
  const b = Buffer.from(token.toLowerCase());
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  return { storyId, spaceId, language: q.get('_storyblok_lang'), release: q.get('_storyblok_release') };
}

/** True when the request comes from Storyblok's visual editor with a valid preview token. */
export function isPreviewRequest(url: URL | string, previewToken: string | undefined, now?: number): boolean {
  return previewContext(url, previewToken, now) !== null;
}

/** Builds valid visual-editor parameters (tests and the local preview link). */
export function previewQuery(spaceId: number | string, storyId: number | string, previewToken: string, now: number = Date.now()): string {
  const timestamp = String(Math.floor(now / 1000));
  const token = createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex');
  const q = new URLSearchParams({
    _storyblok: String(storyId),
    '_storyblok_tk[space_id]': String(spaceId),
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': token,
    _storyblok_lang: 'default',
  });
  return q.toString();
}
