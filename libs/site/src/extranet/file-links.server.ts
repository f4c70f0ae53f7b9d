import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links of extranet files that carry the roles they were granted for (decision 0962,
 * docs/requirements/extranet.md#access): `/_signed-assets/f/...?roles=partner,bu-italia&exp=...&sig=...`.
 * The session route grants one after the policy check; the link route serves it without a
 * cookie until `exp`, and only while the policy still lets those roles see that path. Several
 * instances verify each other's links because the key comes from SESSION_SECRETS.
 */

/** Lifetime of a file link in seconds, unless FILE_LINK_TTL_S says otherwise. */
export const FILE_LINK_TTL_S = 300;

/** Outcome of {@link FileLinkSigner.verify}. */
export type FileLinkCheck = { kind: 'valid'; roles: string[] } | { kind: 'expired' } | { kind: 'invalid' };

/** Options of {@link createFileLinkSigner}. */
export interface FileLinkSignerOptions {
  /** SESSION_SECRETS, newest first: links are signed with the first and verified with any (rotation). */
  secrets: readonly string[];
  /** Seconds a link lives (1 to 86,400). */
  ttlS: number;
  /** Seconds since the epoch (tests pass a clock). */
  now?: () => number;
}

/** Signs and verifies file links (see the module comment). */
export interface FileLinkSigner {
  /** Query string `roles=&exp=&sig=` that lets `roles` read `path` (`/f/...`) for `ttlS` seconds. */
  sign(path: string, roles: readonly string[]): string;
  /** Checks the query of a request for `path`: tampered, malformed or missing values are `invalid`. */
  verify(path: string, query: URLSearchParams): FileLinkCheck;
}

const ROLE = /^[a-z0-9][a-z0-9._-]{0,63}$/;
const ROLES = /^(?:[a-z0-9][a-z0-9._-]{0,63}(?:,[a-z0-9][a-z0-9._-]{0,63}){0,15})?$/;

/**
 * Builds the signer. The HMAC-SHA256 key is derived from each session secret with a purpose
 * label, so a file link can never pass for a session cookie's signature or the other way round.
 * The MAC covers a version, the path, the sorted roles and the expiry. Throws without a secret.
 */
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
      // One of each: a second value could mean something else to a proxy or log reader than to us.
      if (['roles', 'exp', 'sig'].some((name) => query.getAll(name).length !== 1)) return { kind: 'invalid' };
      const roles = query.get('roles') ?? '';
      const exp = query.get('exp') ?? '';
      const sig = query.get('sig') ?? '';
      if (!ROLES.test(roles) || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return { kind: 'invalid' };
      // Compared as text: decoding would ignore the last character's spare bits, so two spellings would pass.
      const given = Buffer.from(sig);
      if (!keys.some((key) => timingSafeEqual(given, Buffer.from(mac(key, path, roles, exp).toString('base64url'))))) return { kind: 'invalid' };
      if (Number(exp) < now()) return { kind: 'expired' };
      return { kind: 'valid', roles: roles ? roles.split(',') : [] };
    },
  };
}
