import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { AUTH_CONSTANTS } from './config';
import { AuthError } from './auth-error';

/**
 * Where a session's tokens live, server-side only (docs/requirements/extranet.md#auth-constants,
 * decision 0801). Times are seconds since the epoch; `sid` is the cookie's session id.
 */
export interface SessionTokens {
  accessToken: string;
  refreshToken?: string;
  /** When the access token expires. */
  expiresAt: number;
}

/** A token store: memory (one instance) or SQL (several instances on one database). */
export interface TokenStore {
  /** Keeps the tokens of a new session until `purgeAfter` (the session's end). */
  save(sid: string, tokens: SessionTokens, purgeAfter: number): Promise<void>;
  /** The tokens of a session, or null (unknown, logged out or purged). */
  get(sid: string): Promise<SessionTokens | null>;
  delete(sid: string): Promise<void>;
  /**
   * One renewal at a time per session across instances (docs/requirements/extranet.md#auth-constants):
   * `fresh` stored tokens are answered, else `renew` runs once. Waiting over 5 s gives AuthError
   * `timeout`, an unknown session `missing_refresh_token`.
   */
  renew(sid: string, fresh: (t: SessionTokens) => boolean, renew: (t: SessionTokens) => Promise<SessionTokens>): Promise<SessionTokens>;
  /** Deletes sessions past their end; returns how many. */
  purgeExpired(): Promise<number>;
}

/** What the SQL store needs of a database (libs/forms `Database` fits: PGlite or `pg`). */
export interface TokenDatabase {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/** Options of {@link sqlTokenStore}. */
export interface SqlTokenStoreOptions {
  /** SESSION_SECRETS, newest first: tokens are sealed with the first, opened with any. */
  secrets: string[];
  /** Seconds since the epoch (tests). */
  now?: () => number;
  /** How long a renewal may hold its claim (s): longer than 4 token requests of 10 s. Default 60. */
  leaseS?: number;
  /** Pause between looks at a renewal held by another instance (ms). Default 100. */
  pollMs?: number;
  /** Longest wait for another's renewal (ms). Default docs/requirements/extranet.md#auth-constants's 5 s. */
  lockWaitMs?: number;
}

const missing = () => new AuthError('missing_refresh_token', 401, 'no tokens for this session');
const lockTimeout = () => new AuthError('timeout', 504, 'token lock wait');

/** AES-256-GCM with a key per secret: a leaked database or backup holds no usable token. */
function sealer(secrets: string[]) {
  const keys = secrets.map((s) => createHash('sha256').update(`silca-auth-tokens:${s}`).digest());
  if (!keys[0]) throw new Error('token store: no session secret');
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keys[0]!, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    /** The plain text, or null when no secret opens it (rotated out, or tampered). */
    open(sealed: string): string | null {
      const [v, iv, tag, data] = sealed.split('.');
      if (v !== 'v1' || !iv || !tag || data === undefined) return null;
      for (const key of keys) {
        try {
          const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
          decipher.setAuthTag(Buffer.from(tag, 'base64url'));
          return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
        } catch {
          // Next secret.
        }
      }
      return null;
    },
  };
}

interface Row {
  access_token: string;
  refresh_token: string | null;
  expires_at: string | number;
}

/**
 * Tokens in the `auth_tokens` table, sealed with AES-256-GCM (decision 0801). One renewal per
 * session across instances by a claim on the row rather than a row lock, so no connection is
 * pinned while the provider answers; others poll until it is fresh, the claim lapses or 5 s pass.
 */
export function sqlTokenStore(db: TokenDatabase, options: SqlTokenStoreOptions): TokenStore {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const leaseS = options.leaseS ?? 60;
  const pollMs = options.pollMs ?? 100;
  const lockWaitMs = options.lockWaitMs ?? AUTH_CONSTANTS.tokenLockWaitMs;
  const box = sealer(options.secrets);

  const decode = (row: Row | undefined): SessionTokens | null => {
    if (!row) return null;
    const accessToken = box.open(row.access_token);
    const refreshToken = row.refresh_token === null ? undefined : box.open(row.refresh_token);
    if (accessToken === null || refreshToken === null) return null;
    return { accessToken, refreshToken, expiresAt: Number(row.expires_at) };
  };
  const read = async (sid: string) =>
    decode((await db.query<Row>('SELECT access_token, refresh_token, expires_at FROM auth_tokens WHERE sid = $1 AND purge_after > $2', [sid, now()])).rows[0]);

  return {
    async save(sid, t, purgeAfter) {
      await db.query(
        `INSERT INTO auth_tokens (sid, access_token, refresh_token, expires_at, purge_after) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (sid) DO UPDATE SET access_token = $2, refresh_token = $3, expires_at = $4, purge_after = $5, renewing_until = NULL, renewal_owner = NULL`,
        [sid, box.seal(t.accessToken), t.refreshToken === undefined ? null : box.seal(t.refreshToken), t.expiresAt, purgeAfter],
      );
    },
    get: read,
    async delete(sid) {
      await db.query('DELETE FROM auth_tokens WHERE sid = $1', [sid]);
    },
    async renew(sid, fresh, renew) {
      const deadline = Date.now() + lockWaitMs;
      for (;;) {
        const current = await read(sid);
        if (!current) throw missing();
        if (fresh(current)) return current;
        const owner = randomUUID();
        const claimed = await db.query(
          `UPDATE auth_tokens SET renewing_until = $2, renewal_owner = $3
           WHERE sid = $1 AND (renewing_until IS NULL OR renewing_until < $4) RETURNING sid`,
          [sid, now() + leaseS, owner, now()],
        );
        if (claimed.rows.length) {
          // Read again under the claim: another instance may have renewed between our two queries.
          const latest = (await read(sid)) ?? current;
          try {
            if (fresh(latest)) return latest;
            const next = await renew(latest);
            await db.query(`UPDATE auth_tokens SET access_token = $3, refresh_token = $4, expires_at = $5 WHERE sid = $1 AND renewal_owner = $2`, [
              sid,
              owner,
              box.seal(next.accessToken),
              next.refreshToken === undefined ? null : box.seal(next.refreshToken),
              next.expiresAt,
            ]);
            return next;
          } finally {
            await db.query('UPDATE auth_tokens SET renewing_until = NULL, renewal_owner = NULL WHERE sid = $1 AND renewal_owner = $2', [sid, owner]);
          }
        }
        if (Date.now() + pollMs > deadline) throw lockTimeout();
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },
    async purgeExpired() {
      return (await db.query('DELETE FROM auth_tokens WHERE purge_after <= $1 RETURNING sid', [now()])).rows.length;
    },
  };
}

/** Tokens in this process's memory: the same contract, one renewal per session through a shared promise. */
export function memoryTokenStore(options: { now?: () => number } = {}): TokenStore {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const rows = new Map<string, { tokens: SessionTokens; purgeAfter: number; renewing?: Promise<SessionTokens> }>();
  const live = (sid: string) => {
    const row = rows.get(sid);
    return row && row.purgeAfter > now() ? row : undefined;
  };
  return {
    async save(sid, tokens, purgeAfter) {
      rows.set(sid, { tokens: { ...tokens }, purgeAfter });
    },
    async get(sid) {
      const row = live(sid);
      return row ? { ...row.tokens } : null;
    },
    async delete(sid) {
      rows.delete(sid);
    },
    async renew(sid, fresh, renew) {
      const row = live(sid);
      if (!row) throw missing();
      if (fresh(row.tokens)) return { ...row.tokens };
      row.renewing ??= renew({ ...row.tokens })
        .then((next) => {
          row.tokens = { ...next };
          return next;
        })
        .finally(() => {
          row.renewing = undefined;
        });
      let timer: NodeJS.Timeout | undefined;
      const wait = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(lockTimeout()), AUTH_CONSTANTS.tokenLockWaitMs);
      });
      try {
        return await Promise.race([row.renewing, wait]);
      } finally {
        clearTimeout(timer);
      }
    },
    async purgeExpired() {
      let n = 0;
      for (const [sid, row] of rows) if (row.purgeAfter <= now() && rows.delete(sid)) n++;
      return n;
    },
  };
}
