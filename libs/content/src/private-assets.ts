import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StoryblokRegion } from './config';

/**
 * Private assets (docs/requirements/extranet.md#private-files, decision 0800): the embedded
 * stand-in signs its URLs with the HMAC defined here and verifies them.
 */

/** Lifetime of a signed URL answered by the embedded stand-in (seconds). */
export const SIGNED_URL_TTL_S = 300;
/** Token the embedded stand-in accepts at `cdn/assets/me` when STORYBLOK_ASSET_TOKEN is unset. */
export const LOCAL_ASSET_TOKEN = 'local-asset';

const ASSET_HOSTS: Record<StoryblokRegion, string> = {
  eu: 'https://a.storyblok.com',
  us: 'https://a-us.storyblok.com',
  ap: 'https://a-ap.storyblok.com',
  ca: 'https://a-ca.storyblok.com',
  cn: 'https://a.storyblokchina.cn',
};

/** The asset origin of a region (`https://a.storyblok.com` for eu). */
export function assetHostFor(region: StoryblokRegion): string {
  return ASSET_HOSTS[region];
}

/** Every origin an asset URL of a story may start with, followed by `/f/`. */
export const ASSET_URL_START = /^(?:\/_assets|https:\/\/a2?(?:-us|-ap|-ca)?\.storyblok\.com|https:\/\/a\.storyblokchina\.cn)\/f\//;

/**
 * True for `/f/{space}/...` of at most 2048 characters whose decoded segments are neither empty,
 * `.` nor `..` and hold no slash, backslash, control character, `?` or `#`.
 */
export function isAssetPath(path: string): boolean {
  if (path.length > 2048 || !path.startsWith('/f/')) return false;
  return path
    .slice(1)
    .split('/')
    .every((raw) => {
      let s: string;
      try {
        s = decodeURIComponent(raw);
      } catch {
        return false;
      }
      // eslint-disable-next-line no-control-regex
      return s !== '' && s !== '.' && s !== '..' && !/[/\\\u0000-\u001f\u007f?#]/.test(s);
    });
}

function mac(secret: string, path: string, expires: number): string {
  return createHmac('sha256', secret).update(`${path}\n${expires}`).digest('base64url');
}

/** Query string (`exp=...&sig=...`) making `path` readable until `expiresAt` (s since the epoch). */
export function signAssetPath(secret: string, path: string, expiresAt: number): string {
  return new URLSearchParams({ exp: String(expiresAt), sig: mac(secret, path, expiresAt) }).toString();
}

/** Outcome of {@link verifyAssetSignature}. */
export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/** Checks `exp` (s, not before `now`) and `sig` in constant time; a good but past signature is `expired`. */
export function verifyAssetSignature(secret: string, path: string, query: URLSearchParams, now: number): SignatureCheck {
  const exp = query.get('exp') ?? '';
  const sig = query.get('sig') ?? '';
  if (!/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'invalid';
  const expected = Buffer.from(mac(secret, path, Number(exp)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(exp) < now ? 'expired' : 'valid';
}
