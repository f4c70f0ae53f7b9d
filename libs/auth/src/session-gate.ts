import { createHash, randomBytes } from 'node:crypto';
import { createCookie } from '@remix-run/node';
import type { SessionRecord, SessionStore } from './session-store';
import { sessionKey } from './session-store';

/**
 * Why a session cookie opened nothing (logged without the id, decision 0870): `bad-signature`
 * forged or cut off, `malformed` signed but no id of ours, `unknown` no such session, `idle` or
 * `expired` (docs/requirements/extranet.md#session-lifetime), `revoked` refresh token refused.
 */
export type SessionRefusal = 'bad-signature' | 'malformed' | 'unknown' | 'idle' | 'expired' | 'revoked';

/** Options of {@link createSessionGate}. */
export interface SessionGateOptions {
  store: SessionStore;
  /** Cookie name over plain HTTP; over HTTPS `__Host-` replaces its leading underscores. */
  cookieName: string;
  /** SESSION_SECRETS, newest first: the cookie's HMAC signature (Remix `createCookie`). */
  secrets: string[];
  secure: boolean;
  /** Whether the site is served over HTTPS, asked at each use: then the cookie is `__Host-` prefixed (ASVS 3.4.4). */
  https?: () => boolean;
  idleS: number;
  absoluteS: number;
  /** A used session's end moves at most this often, in seconds (default 60). */
  touchEveryS?: number;
  /** How long one instance trusts an answer of the store, ms (default 2000, at most 10 000). */
  cacheMs?: number;
  cacheMax?: number;
  now: () => number;
  nowMs?: () => number;
  /** Called once per refused cookie per cache period, never with the id. */
  onRefused?: (reason: SessionRefusal) => void;
  /** Runs after a live session was found, at most once per cache period: false deletes it as `revoked`. */
  stillValid?: (key: string) => Promise<boolean>;
}

/** What the gate found for a request: the session, or nothing. */
export interface OpenSession {
  key: string;
  record: SessionRecord;
}

/** The server-side session check every request goes through (docs/requirements/extranet.md#session-lifetime, decision 0870). */
export interface SessionGate {
  /** The live session of a request's cookie, or null (no cookie, refused, ended). Store errors are thrown. */
  open(request: Request): Promise<OpenSession | null>;
  /** Starts a session for `user` with a new random id; returns its key, record and `Set-Cookie` value. */
  start(user: SessionRecord['user']): Promise<{ key: string; record: SessionRecord; setCookie: string }>;
  /** Ends the session of a request's cookie (if any); returns its key. */
  end(request: Request): Promise<string | null>;
  forgetOwner(sub: string): void;
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
 * Builds the session gate (docs/requirements/extranet.md#session-lifetime): the signed cookie holds
 * a random 256-bit id, the store the session under its SHA-256. Each cookie is looked up at most
 * once per `cacheMs` per instance, which also reports each refusal once per period.
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
    // The idle end slides, written only when it moves by `touchEveryS` (the row is what every instance reads).
    const end = endIfUsedNow(found.record.createdAt);
    if (end - found.record.expiresAt >= touchEveryS) {
      await options.store.touch(key, end);
      found.record.expiresAt = end;
    }
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
