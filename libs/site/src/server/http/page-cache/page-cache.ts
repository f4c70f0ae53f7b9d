import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { LOCALE_COOKIE_NAME } from '@silca/i18n';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { CACHE } from '../cache-control';
import { clientLeft, clientSignal, onceClosed, waitUnlessGone } from '../client-gone';
import { log } from '../log';
import type { PageCacheConfig } from './config';
import { hashInsteadOfNonce } from './csp-hashes';
import { encodedEtag, makeCopy, storedEncodingFor, type EncodedCopies } from './encoded-copies';
import { withoutUnusedQuery } from './unused-query';

interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string;
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
  generation: number;
  /** Made after the first hit that asks for them. */
  encoded: EncodedCopies;
}

export interface PageCacheOptions {
  config: PageCacheConfig;
  /** Part of every key; from configuration. */
  publicOrigin: () => string;
  now?: () => number;
  /** Longest wait for another request's fill of the key before rendering itself, ms ({@link FILL_WAIT_MS}). */
  fillWaitMs?: number;
}

/** Above a render's own bounds, so a follower normally gets the fill (docs/requirements/hardening.md#cancelled-requests). */
export const FILL_WAIT_MS = 12_000;

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  stale: number;
  misses: number;
  bypass: number;
  purges: number;
}

export interface PageCache {
  /** Mount right before Remix (after compression and the locale cookie). */
  middleware: RequestHandler;
  /** Drops every stored page (decision 0740); returns how many. */
  purgeAll(): number;
  stats(): PageCacheStats;
}

/** Per response, or recomputed on the way out. */
const NOT_STORED = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'age',
  'x-cache',
  'etag',
  'x-request-id',
  'keep-alive',
]);
/** Compression recomputes `Vary: accept-encoding` per request; any other Vary is not stored. */
const HARMLESS_VARY = new Set(['accept-encoding']);
/** Carried by a background revalidation (value: this process's random token). */
export const REVALIDATE_HEADER = 'x-page-cache-revalidate';

const cacheControlOf = (res: Response) => String(res.getHeader('cache-control') ?? '').toLowerCase();
const isPublic = (cc: string) => /(^|,)\s*public\b/.test(cc) && !/(no-store|private|no-cache)/.test(cc);
const setCookies = (v: unknown): string[] => (v === undefined ? [] : Array.isArray(v) ? v.map(String) : [String(v)]);

/** A route's Cache-Control replaces the security middleware's default `no-store` rather than being appended to it. */
function replaceDefaultCacheControl(res: Response) {
  const append = res.append;
  res.append = function (this: Response, field: string, value?: string | string[]) {
    if (field.toLowerCase() === 'cache-control') return this.setHeader('Cache-Control', value ?? '');
    return append.call(this, field, value);
  } as Response['append'];
}

/**
 * Whether the shared page cache may answer or store a request: GET/HEAD, no preview, no `Authorization`, no cookie but the locale's. Pure.
 */
export function isCacheableRequest(method: string, url: string, headers: IncomingHttpHeaders): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (url.includes('_storyblok')) return false;
  if (headers.authorization) return false;
  const cookie = headers.cookie;
  if (cookie) {
    for (const part of cookie.split(';')) {
      const name = part.split('=')[0]!.trim();
      if (name && name !== LOCALE_COOKIE_NAME) return false;
    }
  }
  return true;
}

/** Cache-Control for public pages (decision 0740): `max-age=0`, `s-maxage`, `stale-while-revalidate`. */
export function publicPageCacheControl(config: Pick<PageCacheConfig, 'cdnSMaxAgeS' | 'cdnSwrS'>): string {
  return `public, max-age=0, s-maxage=${config.cdnSMaxAgeS}, stale-while-revalidate=${config.cdnSwrS}`;
}

/** Shared-cache numbers of a public Cache-Control, `bounded` when below `CACHE.public`'s; else null. */
function pageBound(header: string): { sMaxAge: number; swr: number; bounded: boolean } | null {
  const match = /^public, max-age=\d+, s-maxage=(\d+), stale-while-revalidate=(\d+)$/.exec(header);
  if (!match) return null;
  const sMaxAge = Number(match[1]);
  const swr = Number(match[2]);
  return { sMaxAge, swr, bounded: sMaxAge < DEFAULT_BOUND.sMaxAge || swr < DEFAULT_BOUND.swr };
}
const DEFAULT_BOUND = (() => {
  const [, sMaxAge, swr] = /s-maxage=(\d+), stale-while-revalidate=(\d+)/.exec(CACHE.public)!;
  return { sMaxAge: Number(sMaxAge), swr: Number(swr) };
})();

/**
 * Full-page cache of public pages (docs/requirements/performance.md#page-cache, decision 0740): stores a GET's 200 (404 briefly) that is
 * `public`, sets no cookie and varies on `Accept-Encoding` only. Keyed by public origin and target (decision 1001), never a header; fresh
 * for `ttlS`, then `staleS` while one background render refreshes it; concurrent misses wait for one render; an LRU of `maxBytes`. Public
 * answers leave with script hashes instead of a nonce, an `ETag` and {@link publicPageCacheControl}.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const { config } = options;
  const now = options.now ?? Date.now;
  const fillWaitMs = options.fillWaitMs ?? FILL_WAIT_MS;
  const enabled = config.ttlS > 0 && config.maxBytes > 0;
  const token = randomBytes(18).toString('base64url');
  const cdnCacheControl = publicPageCacheControl(config);
  const store = new LRUCache<string, Entry>({
    max: 20_000,
    maxSize: Math.max(1, config.maxBytes),
    // Body, compressed copies (about a fifth of it) and headers.
    sizeCalculation: (e) => Math.ceil(e.body.length * 1.2) + 1024,
  });
  const pending = new Map<string, Promise<void>>();
  const revalidating = new Set<string>();
  const counters = { hits: 0, stale: 0, misses: 0, bypass: 0, purges: 0 };
  let generation = 0;

  let lastOrigin: { text: string; url: URL } | null = null;
  const originOf = (text: string): URL => {
    if (lastOrigin?.text !== text) lastOrigin = { text, url: new URL(text) };
    return lastOrigin.url;
  };

  function serve(req: Request, res: Response, entry: Entry, state: 'HIT' | 'STALE') {
    res.statusCode = entry.status;
    for (const [name, value] of Object.entries(entry.headers)) if (value !== undefined) res.setHeader(name, value);
    // Without a made copy, compression answers and the copy is made for the next ones.
    const encoding = storedEncodingFor(req);
    const copy = encoding ? entry.encoded[encoding] : undefined;
    if (encoding && !copy)
      makeCopy(entry.encoded, entry.body, encoding, (error) => log.warn('page cache compression failed', { path: req.path, error: String(error) }));
    const etag = encoding && copy ? encodedEtag(entry.etag, encoding) : entry.etag;
    const body = encoding && copy ? copy : entry.body;
    if (encoding && copy) {
      res.setHeader('Content-Encoding', encoding);
      const vary = String(res.getHeader('vary') ?? '');
      if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    res.setHeader('ETag', etag);
    res.setHeader('Age', String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000))));
    res.setHeader('X-Cache', state);
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.removeHeader('Content-Type');
      res.removeHeader('Content-Encoding');
      res.end();
      return;
    }
    res.setHeader('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function revalidate(req: Request, key: string) {
    if (revalidating.has(key)) return;
    revalidating.add(key);
    const address = req.socket.localAddress ?? '127.0.0.1';
    const host = address.includes(':') ? `[${address.replace(/^::ffff:/, '')}]` : address;
    const self = address.startsWith('::ffff:') ? `http://${address.slice(7)}:${req.socket.localPort}` : `http://${host}:${req.socket.localPort}`;
    fetch(self + req.originalUrl, { headers: { [REVALIDATE_HEADER]: token } })
      .then((r) => r.arrayBuffer())
      .catch((error: unknown) => log.warn('page cache revalidation failed', { path: req.path, error: String(error) }))
      .finally(() => revalidating.delete(key));
  }

  /** Buffers public responses, rewrites them for sharing, stores them when allowed. */
  function capture(req: Request, res: Response, key: string, done: () => void) {
    const startGeneration = generation;
    const cookiesBefore = new Set(setCookies(res.getHeader('set-cookie')));
    const write = res.write;
    const end = res.end;
    const chunks: Buffer[] = [];
    let mode: 'undecided' | 'buffer' | 'pass' = 'undecided';
    // A past 'close' is never emitted again (docs/requirements/hardening.md#cancelled-requests).
    onceClosed(res, done);

    const decide = () => {
      if (mode !== 'undecided') return;
      const storableStatus = res.statusCode === 200 || res.statusCode === 404;
      mode = req.method === 'GET' && storableStatus && isPublic(cacheControlOf(res)) ? 'buffer' : 'pass';
      if (mode === 'pass') {
        res.write = write;
        res.end = end;
        res.setHeader('X-Cache', 'MISS');
      }
    };
    const toBuffer = (chunk: unknown, encoding: unknown): Buffer =>
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding)
          : Buffer.from(chunk as Uint8Array);

    res.write = function (this: Response, chunk: unknown, encoding?: unknown, callback?: unknown) {
      decide();
      // eslint-disable-next-line prefer-rest-params
      if (mode === 'pass') return (write as (...a: unknown[]) => boolean).apply(this, arguments as unknown as unknown[]);
      chunks.push(toBuffer(chunk, encoding));
      const cb = typeof encoding === 'function' ? encoding : callback;
      if (typeof cb === 'function') process.nextTick(cb as () => void);
      return true;
    } as Response['write'];

    res.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      decide();
      // eslint-disable-next-line prefer-rest-params
      if (mode === 'pass') return (end as (...a: unknown[]) => Response).apply(this, arguments as unknown as unknown[]);
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
      res.write = write;
      res.end = end;
      let body: Buffer = Buffer.concat(chunks);
      const type = String(res.getHeader('content-type') ?? '');
      if (type.startsWith('text/html')) {
        for (const name of ['content-security-policy', 'content-security-policy-report-only']) {
          const csp = res.getHeader(name);
          if (typeof csp !== 'string') continue;
          const hashed = hashInsteadOfNonce(body, csp, res.locals.cspNonce as string | undefined);
          body = hashed.html;
          res.setHeader(name, hashed.csp);
        }
      }
      // A page may bound its own freshness (events change status); neither the CDN nor this cache keeps it longer
      // (docs/requirements/performance.md#page-cache).
      const bound = pageBound(String(res.getHeader('cache-control')));
      if (bound) {
        const fresh = Math.min(bound.sMaxAge, config.cdnSMaxAgeS);
        res.setHeader(
          'Cache-Control',
          bound.bounded ? `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${Math.min(bound.swr, config.cdnSwrS)}` : cdnCacheControl,
        );
      }
      const ownCookies = setCookies(res.getHeader('set-cookie')).filter((c) => !cookiesBefore.has(c));
      const vary = String(res.getHeader('vary') ?? '')
        .split(',')
        .map((v) => v.trim().toLowerCase())
        .filter(Boolean);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      res.setHeader('ETag', etag);
      res.setHeader('X-Cache', 'MISS');
      if (ownCookies.length > 0) {
        // A response setting its own cookie is personal.
        res.setHeader('Cache-Control', 'private, no-store');
      } else if (enabled && generation === startGeneration && vary.every((v) => HARMLESS_VARY.has(v))) {
        let ttlS = res.statusCode === 404 ? Math.min(config.notFoundTtlS, config.ttlS) : config.ttlS;
        let staleS = config.staleS;
        if (bound?.bounded) {
          ttlS = Math.min(ttlS, bound.sMaxAge);
          staleS = Math.min(staleS, bound.swr);
        }
        if (ttlS > 0) {
          const headers: OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(res.getHeaders())) if (!NOT_STORED.has(name)) headers[name] = value as OutgoingHttpHeaders[string];
          const t = now();
          store.set(key, {
            status: res.statusCode,
            headers,
            body,
            etag,
            storedAt: t,
            freshUntil: t + ttlS * 1000,
            staleUntil: t + (ttlS + staleS) * 1000,
            generation,
            encoded: {},
          });
        }
      }
      done();
      res.setHeader('Content-Length', String(body.length));
      const cb = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback;
      return (end as (b: Buffer, cb?: () => void) => Response).call(this, body, typeof cb === 'function' ? (cb as () => void) : undefined);
    } as Response['end'];
  }

  async function handle(req: Request, res: Response, next: NextFunction) {
    replaceDefaultCacheControl(res);
    if (!enabled && !isCacheableRequest(req.method, req.originalUrl, req.headers)) return next();
    const forced = req.headers[REVALIDATE_HEADER] === token;
    delete req.headers[REVALIDATE_HEADER];
    if (!forced && (res.locals.preview === true || !isCacheableRequest(req.method, req.originalUrl, req.headers))) {
      counters.bypass++;
      res.setHeader('X-Cache', 'BYPASS');
      return next();
    }
    const origin = originOf(options.publicOrigin());
    req.headers.host = origin.host;
    for (const h of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded']) delete req.headers[h];
    // An unused query is no part of the key (docs/requirements/hardening.md#unused-query-strings).
    const key = `${origin.origin}${withoutUnusedQuery(req.originalUrl)}`;

    if (clientLeft(res)) return;
    if (enabled && !forced) {
      let entry = store.get(key);
      // Followers wait for the same key's fill while their client stays, at most fillWaitMs; a fill whose client left ends at once
      // (docs/requirements/hardening.md#cancelled-requests).
      const waitUntil = now() + fillWaitMs;
      while (!entry && pending.has(key)) {
        const outcome = await waitUnlessGone(pending.get(key)!, clientSignal(res), waitUntil - now());
        if (outcome === 'gone') return;
        entry = store.get(key);
        if (outcome === 'timeout') break;
      }
      const t = now();
      if (entry && entry.generation === generation && t < entry.freshUntil) {
        counters.hits++;
        return serve(req, res, entry, 'HIT');
      }
      if (entry && entry.generation === generation && t < entry.staleUntil) {
        counters.stale++;
        revalidate(req, key);
        return serve(req, res, entry, 'STALE');
      }
    }
    counters.misses++;
    let release!: () => void;
    if (!pending.has(key) && req.method === 'GET') {
      const wait = new Promise<void>((resolve) => (release = resolve));
      pending.set(key, wait);
      const own = release;
      release = () => {
        if (pending.get(key) === wait) pending.delete(key);
        own();
      };
    } else {
      release = () => undefined;
    }
    capture(req, res, key, release);
    next();
  }

  return {
    middleware: (req, res, next) => {
      handle(req, res, next).catch(next);
    },
    purgeAll() {
      const n = store.size;
      generation++;
      store.clear();
      counters.purges++;
      return n;
    },
    stats: () => ({ entries: store.size, bytes: store.calculatedSize ?? 0, ...counters }),
  };
}
