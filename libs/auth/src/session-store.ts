import { createHash } from 'node:crypto';
import type { AuthUser } from './shared';
import type { TokenDatabase } from './token-store';

/**
 * A partner session kept on the server (docs/requirements/extranet.md#session-lifetime, decision
 * 0870). Times are seconds since the epoch; the store sees only the {@link sessionKey}.
 */
export interface SessionRecord {
  user: AuthUser;
  /** The login: the absolute lifetime counts from here (docs/requirements/extranet.md#session-lifetime). */
  createdAt: number;
  /** The session's current end: last use plus the idle timeout, within the absolute lifetime. */
  expiresAt: number;
}

/** What a lookup found: the live session, or why there is none (logged without the id); an expired one says what it was. */
export type SessionLookup = { status: 'live'; record: SessionRecord } | { status: 'unknown' } | { status: 'expired'; record: SessionRecord };

/** Who to end every session of (the "log out everywhere" button, the operators' CLI). */
export interface SessionOwner {
  sub?: string;
  email?: string;
}

/** Where sessions live: memory (one instance, tests) or SQL (`auth_sessions`, every instance). */
export interface SessionStore {
  create(key: string, record: SessionRecord): Promise<void>;
  /** The session of `key`; an expired one is deleted on the way (with its tokens). */
  get(key: string): Promise<SessionLookup>;
  /** Ends one session (its tokens go with it). */
  delete(key: string): Promise<void>;
  /** Moves a live session's end to `expiresAt`, never earlier; the caller bounds it by the absolute lifetime. */
  touch(key: string, expiresAt: number): Promise<void>;
  /** Keys and records of every live session of an owner (at least one of `sub`, `email`). */
  list(owner: SessionOwner): Promise<Array<{ key: string; record: SessionRecord }>>;
  /** Ends every session of an owner and records the time for {@link SessionStore.endedAt}; returns how many. */
  deleteAll(owner: SessionOwner): Promise<number>;
  /** When every session of `sub` was last ended (seconds), or null: a sign-in before it opens none. */
  endedAt(sub: string): Promise<number | null>;
  /** Deletes sessions past their end; returns how many. */
  purgeExpired(): Promise<number>;
}

/** The storage key of a session id: hex SHA-256, so a leaked table holds no id a browser could present (decision 0870). */
export function sessionKey(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/** The pseudonymous handle of a session (decision 0963): logging it reveals neither its id nor its key. */
export function sessionRefOf(key: string): string {
  return createHash('sha256').update(`session-ref\n${key}`).digest('hex').slice(0, 32);
}

function ownerClause(owner: SessionOwner, first: number): { where: string; params: string[] } {
  const parts: string[] = [];
  const params: string[] = [];
  if (owner.sub) {
    params.push(owner.sub);
    parts.push(`sub = $${first + params.length - 1}`);
  }
  if (owner.email) {
    params.push(owner.email);
    parts.push(`lower(email) = lower($${first + params.length - 1})`);
  }
  if (!parts.length) throw new Error('session owner: give sub or email');
  return { where: `(${parts.join(' OR ')})`, params };
}

interface Row {
  id: string;
  profile: AuthUser | string;
  created_at: string | number;
  expires_at: string | number;
}

const toRecord = (row: Row): SessionRecord => ({
  user: typeof row.profile === 'string' ? (JSON.parse(row.profile) as AuthUser) : row.profile,
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
});

/** Sessions in the `auth_sessions` table of the leads database, shared by every instance; their tokens go with them. */
export function sqlSessionStore(db: TokenDatabase, options: { now?: () => number } = {}): SessionStore {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  return {
    async create(key, record) {
      await db.query('INSERT INTO auth_sessions (id, sub, email, profile, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        key,
        record.user.sub,
        record.user.email ?? null,
        JSON.stringify(record.user),
        record.createdAt,
        record.expiresAt,
      ]);
    },
    async get(key) {
      const row = (await db.query<Row>('SELECT id, profile, created_at, expires_at FROM auth_sessions WHERE id = $1', [key])).rows[0];
      if (!row) return { status: 'unknown' };
      const record = toRecord(row);
      if (record.expiresAt <= now()) {
        await db.query('DELETE FROM auth_sessions WHERE id = $1', [key]);
        return { status: 'expired', record };
      }
      return { status: 'live', record };
    },
    async delete(key) {
      await db.query('DELETE FROM auth_sessions WHERE id = $1', [key]);
    },
    async touch(key, expiresAt) {
      await db.query('UPDATE auth_sessions SET expires_at = $2 WHERE id = $1 AND expires_at > $3 AND expires_at < $2', [key, expiresAt, now()]);
    },
    async list(owner) {
      const { where, params } = ownerClause(owner, 2);
      const { rows } = await db.query<Row>(
        `SELECT id, profile, created_at, expires_at FROM auth_sessions WHERE expires_at > $1 AND ${where} ORDER BY created_at`,
        [now(), ...params],
      );
      return rows.map((row) => ({ key: row.id, record: toRecord(row) }));
    },
    async deleteAll(owner) {
      const { where, params } = ownerClause(owner, 1);
      const { rows } = await db.query<{ sub: string }>(`DELETE FROM auth_sessions WHERE ${where} RETURNING sub`, params);
      const subs = [...new Set([...(owner.sub ? [owner.sub] : []), ...rows.map((r) => r.sub)])];
      if (subs.length) {
        await db.query('INSERT INTO auth_logouts (sub, ended_at) SELECT unnest($1::text[]), $2 ON CONFLICT (sub) DO UPDATE SET ended_at = EXCLUDED.ended_at', [
          subs,
          now(),
        ]);
      }
      return rows.length;
    },
    async endedAt(sub) {
      const row = (await db.query<{ ended_at: string | number }>('SELECT ended_at FROM auth_logouts WHERE sub = $1', [sub])).rows[0];
      return row ? Number(row.ended_at) : null;
    },
    async purgeExpired() {
      return (await db.query('DELETE FROM auth_sessions WHERE expires_at <= $1 RETURNING id', [now()])).rows.length;
    },
  };
}

/** Sessions in this process's memory: the same contract, for one instance without a database. */
export function memorySessionStore(options: { now?: () => number; onDelete?: (key: string) => void } = {}): SessionStore {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const rows = new Map<string, SessionRecord>();
  const ends = new Map<string, number>();
  const remove = (key: string) => {
    if (rows.delete(key)) options.onDelete?.(key);
  };
  const owns = (owner: SessionOwner, record: SessionRecord) => {
    if (!owner.sub && !owner.email) throw new Error('session owner: give sub or email');
    return (
      (owner.sub !== undefined && record.user.sub === owner.sub) ||
      (owner.email !== undefined && record.user.email?.toLowerCase() === owner.email.toLowerCase())
    );
  };
  return {
    async create(key, record) {
      rows.set(key, structuredClone(record));
    },
    async get(key) {
      const record = rows.get(key);
      if (!record) return { status: 'unknown' };
      if (record.expiresAt <= now()) {
        remove(key);
        return { status: 'expired', record: structuredClone(record) };
      }
      return { status: 'live', record: structuredClone(record) };
    },
    async delete(key) {
      remove(key);
    },
    async touch(key, expiresAt) {
      const record = rows.get(key);
      if (record && record.expiresAt > now() && record.expiresAt < expiresAt) record.expiresAt = expiresAt;
    },
    async list(owner) {
      return [...rows].filter(([, r]) => r.expiresAt > now() && owns(owner, r)).map(([key, record]) => ({ key, record: structuredClone(record) }));
    },
    async deleteAll(owner) {
      const gone = [...rows].filter(([, r]) => owns(owner, r));
      for (const sub of new Set([...(owner.sub ? [owner.sub] : []), ...gone.map(([, r]) => r.user.sub)])) ends.set(sub, now());
      gone.forEach(([key]) => remove(key));
      return gone.length;
    },
    async endedAt(sub) {
      return ends.get(sub) ?? null;
    },
    async purgeExpired() {
      const keys = [...rows].filter(([, r]) => r.expiresAt <= now()).map(([key]) => key);
      keys.forEach(remove);
      return keys.length;
    },
  };
}
