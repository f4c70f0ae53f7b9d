import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed render-time tokens (abuse checks, decisions 0623 and 0884): `{issuedAtMs}.{nonce}.{hmac}`.
 * - A form posted sooner than `minFillMs` after it was rendered is a bot (a page may be served
 *   from a cache, so the lower bound is what tells a bot).
 * - A token older than `maxAgeMs` (FORM_TOKEN_MAX_AGE_MS, 2 hours) has expired: the visitor is
 *   asked to send again, with what they typed (docs/requirements/hardening.md#hardening-goals: a 24-minute-old token created leads).
 * - A token is spent by the lead it created (single use, across instances: the leads database,
 *   {@link formTokenId}).
 */
export function issueFormToken(secret: string, now = Date.now()): string {
  const body = `${now}.${randomBytes(9).toString('base64url')}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** Verdict of {@link checkFormToken}. */
export type FormTokenVerdict = 'ok' | 'too-fast' | 'expired' | 'invalid';

/**
 * `ok`, `too-fast` (posted before `minFillMs`), `expired` (issued more than `maxAgeMs` ago), or
 * `invalid` (missing, malformed, forged, from the future). Without `maxAgeMs` tokens never expire.
 */
export function checkFormToken(secret: string, token: unknown, minFillMs: number, now = Date.now(), maxAgeMs = Infinity): FormTokenVerdict {
  if (typeof token !== 'string' || token.length > 200) return 'invalid';
  const parts = token.split('.');
  if (parts.length !== 3) return 'invalid';
  const [issued, nonce, mac] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${issued}.${nonce}`).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const at = Number(issued);
  if (!Number.isFinite(at) || at > now + 60_000) return 'invalid';
  if (now - at > maxAgeMs) return 'expired';
  return now - at < minFillMs ? 'too-fast' : 'ok';
}

/**
 * The id a token is spent under in `form_tokens_used` and when that record may go (the token's
 * expiry): `{issuedAtMs}.{nonce}` (without the MAC, which adds nothing to uniqueness). Null for a
 * malformed token. Call it only for a token {@link checkFormToken} found `ok`.
 */
export function formTokenId(token: string, maxAgeMs: number): { id: string; expiresAt: Date } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const at = Number(parts[0]);
  if (!Number.isFinite(at)) return null;
  return { id: `${parts[0]}.${parts[1]}`, expiresAt: new Date(at + maxAgeMs) };
}
