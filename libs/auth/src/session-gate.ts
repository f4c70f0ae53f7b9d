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
  /** Unused for longer than the idle timeout (docs/requirements/extranet.md#session-lifetime). */
  | 'idle'
  /** Past its absolute lifetime since the login (docs/requirements/extranet.md#session-lifetime). */
  | 'expired'
  /** Its refresh token was refused by the provider (revoked or reused): the session was deleted. */
  | 'revoked';

/** Options of {@link createSessionGate}. */
export interface SessionGateOptions {
  store: SessionStore;
  /**
   * Cookie name over plain HTTP (`__silca_session`); over HTTPS the same name with the `__Host-`
   * prefix instead of its leading underscores (`__Host-silca_session`).
   */
  cookieName: string;
  /** SESSION_SECRETS, newest first: the cookie's HMAC signature (Remix `createCookie`). */
  secrets: string[];
  /** `Secure` on the plain-HTTP cookie (production); the `__Host-` cookie is always Secure. */
  secure: boolean;
  /**
   * Whether the site is served over HTTPS (its public origin), asked at each use: then the cookie
   * is `__Host-` prefixed (Secure, Path=/, no Domain: no subdomain or plain-HTTP page can set or
   * shadow it, ASVS 3.4.4). Default false.
   */
  https?: () => boolean;
  /** Seconds without a request after which a session ends (docs/requirements/extranet.md#session-lifetime). */
  idleS: number;
  /** Seconds after the login at which a session ends, used or not; also the cookie's Max-Age. */
  absoluteS: number;
  /** A used session's end moves at most this often, in seconds (default 60: one write a minute). */
  touchEveryS?: number;
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
  /**
   * Starts a session for `user` with a new random id: created now, ending after the idle timeout
   * unless used. Returns its key, its record and the `Set-Cookie` value.
   */
  start(user: SessionRecord['user']): Promise<{ key: string; record: SessionRecord; setCookie: string }>;
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
 * Builds the session gate (docs/requirements/extranet.md#session-lifetime): the cookie holds only a random 256-bit id (signed with SESSION_SECRETS
 * so forged ids are refused before any query); the store holds the session under the id's
 * SHA-256. Each distinct cookie is looked up at most once per `cacheMs` per instance (concurrent
 * requests share the lookup), which also makes each refusal reported once per period. A session
 * ends `idleS` after its last use (the end slides on use, written at most every `touchEveryS`)
 * and `absoluteS` after its login whatever its use.
 */
export function createSessionGate(options: SessionGateOptions): SessionGate {
  const cacheMs = Math.min(Math.max(options.cacheMs ?? 2000, 0), 10_000);
  const cacheMax = options.cacheMax ?? 10_000;
  const nowMs = options.nowMs ?? Date.now;
  const touchEveryS = options.touchEveryS ?? 60;
  const base = { httpOnly: true, sameSite: 'lax' as const, path: '/', secrets: options.secrets, maxAge: options.absoluteS };
  const plain = createCookie(options.cookieName, { ...base, secure: options.secure });
  // `__Host-`: Secure, Path=/ and no Domain, or browsers refuse it.
  const host = createCookie(`__Host-${options.cookieName.replace(/^_+/, '')}`, { ...base, secure: true });
  const cookieNow = () => (options.https?.() ? host : plain);
  /** The end of a session created at `createdAt` if used now: idle end, within the absolute one. */
  const endIfUsedNow = (createdAt: number) => Math.min(options.now() + options.idleS, createdAt + options.absoluteS);
  const cache = new Map<string, Cached>();
  const refuse = (reason: SessionRefusal): null => {
    options.onRefused?.(reason);
    return null;
  };

  async function resolve(raw: string, entry: Cached, cookie: typeof plain): Promise<OpenSession | null> {
    if (raw.length > MAX_COOKIE_CHARS) return refuse('malformed');
    let id: unknown;
    try {
      id = await cookie.parse(`${cookie.name}=${raw}`);
    } catch {
      return refuse('malformed');
    }
    if (id === null) return refuse('bad-signature');
    if (typeof id !== 'string' || !SESSION_ID.test(id)) return refuse('malformed');
    const key = sessionKey(id);
    const found = await options.store.get(key);
    if (found.status === 'unknown') return refuse('unknown');
    const absoluteEnd = found.record.createdAt + options.absoluteS;
    if (found.status === 'expired') return refuse(absoluteEnd <= options.now() ? 'expired' : 'idle');
    // The absolute lifetime holds even for a row written under a longer one (configuration changed).
    if (absoluteEnd <= options.now()) {
      await options.store.delete(key);
      return refuse('expired');
    }
    // Used now: the idle end slides, written only when it moves by a minute or more (at most one
    // write a minute per session; the row's end is what every instance reads).
    const end = endIfUsedNow(found.record.createdAt);
    if (end - found.record.expiresAt >= touchEveryS) {
      await options.store.touch(key, end);
      found.record.expiresAt = end;
    }
    // Past this point a renewal may run: only for a session within its absolute lifetime.
    if (options.stillValid && !(await options.stillValid(key))) {
      await options.store.delete(key);
      return refuse('revoked');
    }
    entry.sub = found.record.user.sub;
    return { key, record: found.record };
  }

  const cacheKey = (name: string, raw: string) => createHash('sha256').update(`${name}=${raw}`).digest('base64url');

  return {
    async open(request) {
      const cookie = cookieNow();
      const raw = rawCookie(request.headers.get('cookie'), cookie.name);
      if (!raw) return null;
      const ck = cacheKey(cookie.name, raw);
      const t = nowMs();
      let entry = cache.get(ck);
      if (!entry || entry.until <= t) {
        if (entry) cache.delete(ck);
        entry = { until: t + cacheMs, value: Promise.resolve(null) };
        entry.value = resolve(raw, entry, cookie);
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
    async start(user) {
      const id = randomBytes(32).toString('base64url');
      const key = sessionKey(id);
      const createdAt = options.now();
      const record: SessionRecord = { user, createdAt, expiresAt: endIfUsedNow(createdAt) };
      await options.store.create(key, record);
      return { key, record, setCookie: await cookieNow().serialize(id) };
    },
    async end(request) {
      const name = cookieNow().name;
      const raw = rawCookie(request.headers.get('cookie'), name);
      if (!raw) return null;
      const session = await this.open(request);
      cache.delete(cacheKey(name, raw));
      if (!session) return null;
      await options.store.delete(session.key);
      return session.key;
    },
    forgetOwner(sub) {
      for (const [ck, entry] of cache) if (entry.sub === sub) cache.delete(ck);
    },
    clearCookie() {
      return cookieNow().serialize('', { maxAge: 0, expires: new Date(0) });
    },
  };
}
