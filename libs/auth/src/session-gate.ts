import { createHash, randomBytes } from 'node:crypto';
import { createCookie } from '@remix-run/node';
import type { SessionRecord, SessionStore } from './session-store';
import { sessionKey } from './session-store';

/** Why a presented session cookie opened nothing (logged without the id, decision 0870). */
export type SessionRefusal =
  /** Signature missing, wrong or cut off (forged or truncated cookie). */
  | 'bad-signature'
  /** Correctly signed but not a session id of ours (e.g. a cookie of the old `{user, sid, exp}` shape). */
  | 'malformed'
  /** No such session on the server: logged out, ended everywhere, revoked, or never issued (replayed or forged id). */
  | 'unknown'
  /** Past its day (docs/requirements/extranet.md#auth-constants). */
  | 'expired'
  /** Its refresh token was refused by the provider (revoked or reused): the session was deleted. */
  | 'revoked';

/** Options of {@link createSessionGate}. */
export interface SessionGateOptions {
  store: SessionStore;
  /** Cookie name (`__silca_session`). */
  cookieName: string;
  /** SESSION_SECRETS, newest first: the cookie's HMAC signature (Remix `createCookie`). */
  secrets: string[];
  secure: boolean;
  /** Cookie and session lifetime in seconds (docs/requirements/extranet.md#session-lifetime: one day). */
  maxAgeS: number;
  /**
   * How long one instance trusts an answer of the store, in ms (default 2000, at most 10 000):
   * a session ended on another instance stops opening pages here within this time.
   */
  cacheMs?: number;
  /** Most cookies remembered at once (default 10 000; the oldest go first). */
  cacheMax?: number;
  /** Seconds since the epoch (session ends). */
  now: () => number;
  /** Milliseconds (cache ages); default `Date.now`. */
  nowMs?: () => number;
  /** Called once per refused cookie per cache period, never with the id. */
  onRefused?: (reason: SessionRefusal) => void;
  /**
   * Runs after the store found a live session, at most once per cache period: false deletes the
   * session as `revoked` (the access token is due and its refresh token was refused).
   */
  stillValid?: (key: string) => Promise<boolean>;
}

/** What the gate found for a request: the session, or nothing. */
export interface OpenSession {
  key: string;
  record: SessionRecord;
}

/** The server-side session check every request goes through (docs/requirements/extranet.md#access-goals, decision 0870). */
export interface SessionGate {
  /** The live session of a request's cookie, or null (no cookie, refused, ended). Store errors are thrown. */
  open(request: Request): Promise<OpenSession | null>;
  /** Starts a session for `record` with a new random id; returns its key and the `Set-Cookie` value. */
  start(record: SessionRecord): Promise<{ key: string; setCookie: string }>;
  /** Ends the session of a request's cookie (if any); returns its key. */
  end(request: Request): Promise<string | null>;
  /** Forgets what this instance cached about `sub`'s sessions (after ending them all). */
  forgetOwner(sub: string): void;
  /** A `Set-Cookie` value that deletes the cookie. */
  clearCookie(): Promise<string>;
}

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
const MAX_COOKIE_CHARS = 4096;

/** The raw value of cookie `name` in a Cookie header (undefined when absent or empty). */
function rawCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}

interface Cached {
  until: number;
  value: Promise<OpenSession | null>;
  sub?: string;
}

/**
 * Builds the session gate: the cookie holds only a random 256-bit id (signed with SESSION_SECRETS
 * so forged ids are refused before any query); the store holds the session under the id's
 * SHA-256. Each distinct cookie is looked up at most once per `cacheMs` per instance (concurrent
 * requests share the lookup), which also makes each refusal logged once per period.
 */
export function createSessionGate(options: SessionGateOptions): SessionGate {
  const cacheMs = Math.min(Math.max(options.cacheMs ?? 2000, 0), 10_000);
  const cacheMax = options.cacheMax ?? 10_000;
  const nowMs = options.nowMs ?? Date.now;
  const cookie = createCookie(options.cookieName, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/',
    secrets: options.secrets,
    maxAge: options.maxAgeS,
  });
  const cache = new Map<string, Cached>();
  const refuse = (reason: SessionRefusal): null => {
    options.onRefused?.(reason);
    return null;
  };

  async function resolve(raw: string, entry: Cached): Promise<OpenSession | null> {
    if (raw.length > MAX_COOKIE_CHARS) return refuse('malformed');
    let id: unknown;
    try {
      id = await cookie.parse(`${options.cookieName}=${raw}`);
    } catch {
      return refuse('malformed');
    }
    if (id === null) return refuse('bad-signature');
    if (typeof id !== 'string' || !SESSION_ID.test(id)) return refuse('malformed');
    const key = sessionKey(id);
    const found = await options.store.get(key);
    if (found.status !== 'live') return refuse(found.status);
    if (options.stillValid && !(await options.stillValid(key))) {
      await options.store.delete(key);
      return refuse('revoked');
    }
    entry.sub = found.record.user.sub;
    return { key, record: found.record };
  }

  const cacheKey = (raw: string) => createHash('sha256').update(raw).digest('base64url');

  return {
    async open(request) {
      const raw = rawCookie(request.headers.get('cookie'), options.cookieName);
      if (!raw) return null;
      const ck = cacheKey(raw);
      const t = nowMs();
      let entry = cache.get(ck);
      if (!entry || entry.until <= t) {
        if (entry) cache.delete(ck);
        entry = { until: t + cacheMs, value: Promise.resolve(null) };
        entry.value = resolve(raw, entry);
        if (cacheMs > 0) {
          cache.set(ck, entry);
          if (cache.size > cacheMax) cache.delete(cache.keys().next().value as string);
          // A failed lookup (database down) is not remembered.
          entry.value.catch(() => cache.delete(ck));
        }
      }
      const session = await entry.value;
      // A cached session still ends on the second of its end.
      return session && session.record.expiresAt > options.now() ? session : null;
    },
    async start(record) {
      const id = randomBytes(32).toString('base64url');
      const key = sessionKey(id);
      await options.store.create(key, record);
      return { key, setCookie: await cookie.serialize(id) };
    },
    async end(request) {
      const raw = rawCookie(request.headers.get('cookie'), options.cookieName);
      if (!raw) return null;
      const session = await this.open(request);
      cache.delete(cacheKey(raw));
      if (!session) return null;
      await options.store.delete(session.key);
      return session.key;
    },
    forgetOwner(sub) {
      for (const [ck, entry] of cache) if (entry.sub === sub) cache.delete(ck);
    },
    clearCookie() {
      return cookie.serialize('', { maxAge: 0, expires: new Date(0) });
    },
  };
}
