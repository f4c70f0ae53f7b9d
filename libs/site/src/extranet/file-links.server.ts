import { createHmac, timingSafeEqual } from 'node:crypto';

/** Role-carrying file links (decision 0962), keyed from SESSION_SECRETS so instances verify each other's. */

/** Lifetime of a file link in seconds (default of FILE_LINK_TTL_S). */
export const FILE_LINK_TTL_S = 300;

export type FileLinkCheck = { kind: 'valid'; roles: string[] } | { kind: 'expired' } | { kind: 'invalid' };

export interface FileLinkSignerOptions {
  /** SESSION_SECRETS, newest first: signed with the first, verified with any. */
  secrets: readonly string[];
  /** Seconds a link lives (1 to 86,400). */
  ttlS: number;
  /** Seconds since the epoch. */
  now?: () => number;
}

export interface FileLinkSigner {
  /** Query `roles=&exp=&sig=` letting `roles` read `path` (`/f/...`) for `ttlS` seconds. */
  sign(path: string, roles: readonly string[]): string;
  /** Tampered, malformed or missing values are `invalid`. */
  verify(path: string, query: URLSearchParams): FileLinkCheck;
}

const ROLE = /^[a-z0-9][a-z0-9._-]{0,63}$/;
const ROLES = /^(?:[a-z0-9][a-z0-9._-]{0,63}(?:,[a-z0-9][a-z0-9._-]{0,63}){0,15})?$/;

/** HMAC-SHA256 per secret with a purpose label, over version, path, roles and expiry. Throws without a secret. */
export function createFileLinkSigner(opts: FileLinkSignerOptions): FileLinkSigner {
  if (!opts.secrets.length) throw new Error('file links need at least one session secret');
  const keys = opts.secrets.map((s) => createHmac('sha256', s).update('silca extranet file links').digest());
  const now = opts.now ?? (() => Math.floor(Date.now() / 1000));
  const mac = (key: Buffer, path: string, roles: string, exp: string) => createHmac('sha256', key).update(`v1\n${path}\n${roles}\n${exp}`).digest();
  return {
    sign(path, roles) {
      const list = [...new Set(roles)]
        .filter((r) => ROLE.test(r))
        .sort()
        .join(',');
      const exp = String(now() + opts.ttlS);
      return new URLSearchParams({ roles: list, exp, sig: mac(keys[0]!, path, list, exp).toString('base64url') }).toString();
    },
    verify(path, query) {
      // One of each: a proxy or log reader could read a second value differently.
      if (['roles', 'exp', 'sig'].some((name) => query.getAll(name).length !== 1)) return { kind: 'invalid' };
      const roles = query.get('roles') ?? '';
      const exp = query.get('exp') ?? '';
      const sig = query.get('sig') ?? '';
      if (!ROLES.test(roles) || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return { kind: 'invalid' };
      // Compared as text: decoding ignores spare bits, so two spellings would pass.
      const given = Buffer.from(sig);
      if (!keys.some((key) => timingSafeEqual(given, Buffer.from(mac(key, path, roles, exp).toString('base64url'))))) return { kind: 'invalid' };
      if (Number(exp) < now()) return { kind: 'expired' };
      return { kind: 'valid', roles: roles ? roles.split(',') : [] };
    },
  };
}
