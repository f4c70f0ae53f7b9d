import { AsyncResource } from 'node:async_hooks';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { STORYBLOK_WEBHOOK_PATH } from './content-webhook';
import { plainErrorPage } from './plain-error-page';

/** Where a refusal is logged (a logger's level function). */
type Write = (message: string, fields: Record<string, unknown>) => void;

/** Options of {@link bodyLimit}. */
export interface BodyLimitOptions {
  /**
   * Largest body in bytes a route takes, by path and method (0 = none). Counted on the bytes
   * actually received, whatever the framing (Content-Length or chunked).
   */
  limitFor(path: string, method: string): number;
  /** How long a refused connection stays open, unread, so the client can read the answer (ms). Default 1000. */
  lingerMs?: number;
  log?: Write;
}

/** Request bodies the site reads, in bytes (decision 0880; docs/requirements/content.md#entities forms, docs/requirements/hardening.md#bounded-bodies). */
export const BODY_LIMITS = {
  /** Storyblok's webhook: a small JSON event (the route's raw parser had the same 256 KB). */
  webhook: 256 * 1024,
  /** /auth/*: the logout form carries nothing but the session cookie's request. */
  auth: 8 * 1024,
  /** /api/downloads: a list of file ids (its action refused more than 64 KB declared). */
  downloads: 64 * 1024,
} as const;

/**
 * The body limit of a path in bytes (decision 0880): Storyblok's webhook, `/api/downloads`, other
 * `/auth/*` and `/api/*` routes, else a page's form (`formMaxBytes`, FORM_MAX_BODY_BYTES).
 */
export function bodyLimitFor(path: string, formMaxBytes: number): number {
  if (path === STORYBLOK_WEBHOOK_PATH) return BODY_LIMITS.webhook;
  if (path === '/api/downloads') return BODY_LIMITS.downloads;
  if (/^\/(auth|api)(\/|$)/.test(path)) return BODY_LIMITS.auth;
  return formMaxBytes;
}

/** Bodies read by the middleware, for the route that runs after it (Remix: {@link withBufferedBody}). */
const buffered = new WeakMap<IncomingMessage, Buffer>();

/**
 * Express middleware bounding every request body by the bytes read (docs/requirements/hardening.md#bounded-bodies, decision 0880):
 * - a body with a `Content-Encoding` other than `identity` is refused with 415 (nothing on the
 *   site takes a compressed body, and a compressed one bounds nothing it would expand to);
 * - a declared `Content-Length` above the route's limit answers 413 at once, nothing read;
 * - otherwise the body is read here, counting bytes as they arrive (chunked included): past the
 *   limit it answers 413 and reads no more. A body within the limit is kept for the route:
 *   `req.body` (so express.raw/json skip re-reading it) and {@link withBufferedBody} for Remix.
 * Refusals close the connection: the answer is written on the socket, the socket stops reading,
 * its sending side is closed, and it is destroyed after `lingerMs`, so the client can read the
 * 413 without the server reading the rest of a 400 MB upload. GET and HEAD take no body.
 */
export function bodyLimit(opts: BodyLimitOptions): RequestHandler {
  const lingerMs = opts.lingerMs ?? 1000;
  return (req: Request, res: Response, next: NextFunction) => {
    const declaredHeader = req.headers['content-length'];
    const chunked = req.headers['transfer-encoding'] !== undefined;
    const declared = declaredHeader === undefined ? 0 : Number(declaredHeader);
    if (!chunked && declared === 0) return next();
    const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    if (encoding !== 'identity' && encoding !== '') return refuse(req, res, 415, 'compressed body', lingerMs, opts.log);
    const limit = req.method === 'GET' || req.method === 'HEAD' ? 0 : Math.max(0, opts.limitFor(req.path, req.method));
    if (declared > limit) return refuse(req, res, 413, 'declared body too large', lingerMs, opts.log, { limit, declared });
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onGone);
      req.off('close', onGone);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        chunks.length = 0;
        refuse(req, res, 413, 'body too large', lingerMs, opts.log, { limit, read: size });
        return;
      }
      chunks.push(chunk);
    };
    // Bound to the request's async context: stream events run in the connection's, and the
    // routes after this one must see the request scope (signal, CMS budget) opened before it.
    const onEnd = AsyncResource.bind(() => {
      cleanup();
      const body = Buffer.concat(chunks, size);
      buffered.set(req, body);
      // body-parser (express.raw on the webhook) skips a request whose body was already read.
      (req as Request & { _body?: boolean }).body = body;
      (req as Request & { _body?: boolean })._body = true;
      next();
    });
    // The client went away mid-body: nothing to answer.
    const onGone = () => {
      cleanup();
      chunks.length = 0;
    };
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onGone);
    req.once('close', onGone);
  };
}

/**
 * Writes the refusal on the socket itself (with the headers earlier middleware set: security
 * headers, CSP), closes the sending side and stops reading, so nothing more of the body is read;
 * the socket is destroyed after `lingerMs` (a close with unread data resets the connection, and
 * a client still sending would lose the answer).
 */
function refuse(
  req: Request,
  res: Response,
  status: 413 | 415,
  reason: string,
  lingerMs: number,
  write: Write | undefined,
  fields: Record<string, unknown> = {},
): void {
  write?.('refused request body', { status, reason, path: req.path.slice(0, 200), ...fields });
  const socket = req.socket;
  req.pause();
  socket.pause();
  const body = req.method === 'HEAD' ? '' : plainErrorPage(status);
  const headers: OutgoingHttpHeaders = {
    ...res.getHeaders(),
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'close',
    'content-length': String(Buffer.byteLength(body)),
  };
  const lines = [`HTTP/1.1 ${status} ${status === 413 ? 'Content Too Large' : 'Unsupported Media Type'}`];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${String(v).replace(/[\r\n]/g, '')}`);
  }
  if (socket.writable) socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

/**
 * The request Remix's Express adapter should read: when {@link bodyLimit} read the body, a view of
 * `req` whose stream methods replay that buffer (the adapter pipes `req` into the Fetch
 * `Request`; the real stream has ended). Every other property is the real request's.
 */
export function withBufferedBody(req: Request): Request {
  const body = buffered.get(req);
  if (!body) return req;
  buffered.delete(req);
  // A tiny event source with the stream surface the adapter uses (on/once 'data'|'end'|'error'|'close', pause/resume/destroy).
  const listeners = new Map<string, Array<(arg?: unknown) => void>>();
  let started = false;
  let done = false;
  const emit = (event: string, arg?: unknown) => {
    for (const fn of listeners.get(event) ?? []) fn(arg);
  };
  const start = () => {
    if (started) return;
    started = true;
    queueMicrotask(() => {
      if (done) return;
      if (body.length) emit('data', body);
      done = true;
      emit('end');
      emit('close');
    });
  };
  type Listener = (arg?: unknown) => void;
  const on = (event: string, fn: Listener) => {
    listeners.set(event, [...(listeners.get(event) ?? []), fn]);
    if (event === 'data') start();
    return proxy;
  };
  const off = (event: string, fn: Listener) => {
    listeners.set(
      event,
      (listeners.get(event) ?? []).filter((f) => f !== fn),
    );
    return proxy;
  };
  const replay: Record<string, unknown> = {
    on,
    addListener: on,
    off,
    removeListener: off,
    once(event: string, fn: Listener) {
      const wrapped: Listener = (arg) => {
        off(event, wrapped);
        fn(arg);
      };
      return on(event, wrapped);
    },
    pause: () => proxy,
    resume: () => {
      start();
      return proxy;
    },
    destroy: () => {
      done = true;
      return proxy;
    },
    readableHighWaterMark: 16 * 1024,
  };
  const proxy: Request = new Proxy(req, {
    get(target, prop, _receiver) {
      if (typeof prop === 'string' && prop in replay) return replay[prop];
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return proxy;
}
