import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed render-time tokens `{issuedAtMs}.{nonce}.{hmac}` (docs/requirements/hardening.md#form-tokens,
 * docs/requirements/forms.md#fast-submissions, decisions 0623 and 0884).
 */
export function issueFormToken(secret: string, now = Date.now()): string {
  const body = `${now}.${randomBytes(9).toString('base64url')}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** Verdict of {@link checkFormToken}. */
export type FormTokenVerdict = 'ok' | 'too-fast' | 'expired' | 'invalid';

/** `ok`, `too-fast`, `expired`, or `invalid` (missing, malformed, forged, from the future); no `maxAgeMs`: never expires. */
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

/** The id a token is spent under and when its record may go; null for a malformed token. Only for `ok` tokens. */
export function formTokenId(token: string, maxAgeMs: number): { id: string; expiresAt: Date } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const at = Number(parts[0]);
  if (!Number.isFinite(at)) return null;
  return { id: `${parts[0]}.${parts[1]}`, expiresAt: new Date(at + maxAgeMs) };
}
