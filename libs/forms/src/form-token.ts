import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed render-time tokens for the minimum fill time (abuse check, decision 0623):
 * `{issuedAtMs}.{nonce}.{hmac}`. A page may be served from a cache, so only a LOWER bound is
 * checked: a form posted sooner than `minFillMs` after it was rendered is a bot.
 */
export function issueFormToken(secret: string, now = Date.now()): string {
  const body = `${now}.${randomBytes(9).toString('base64url')}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** `ok`, `too-fast` (posted before `minFillMs`), or `invalid` (missing, malformed, forged, from the future). */
export function checkFormToken(secret: string, token: unknown, minFillMs: number, now = Date.now()): 'ok' | 'too-fast' | 'invalid' {
  if (typeof token !== 'string' || token.length > 200) return 'invalid';
  const parts = token.split('.');
  if (parts.length !== 3) return 'invalid';
  const [issued, nonce, mac] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${issued}.${nonce}`).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const at = Number(issued);
  if (!Number.isFinite(at) || at > now + 60_000) return 'invalid';
  return now - at < minFillMs ? 'too-fast' : 'ok';
}
