import { AsyncResource } from 'node:async_hooks';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { STORYBLOK_WEBHOOK_PATH } from './content-webhook';
import { plainErrorPage } from './plain-error-page';

type Write = (message: string, fields: Record<string, unknown>) => void;

export interface BodyLimitOptions {
  /** Largest body in bytes a route takes by path and method (0 = none), counted on the bytes received. */
  limitFor(path: string, method: string): number;
  /** Ms a refused connection stays open unread, so the client reads the answer. Default 1000. */
  lingerMs?: number;
  log?: Write;
}

/** Request bodies the site reads, bytes (decision 0880, docs/requirements/hardening.md#bounded-bodies). */
export const BODY_LIMITS = {
  webhook: 256 * 1024,
  auth: 8 * 1024,
  downloads: 64 * 1024,
} as const;

/** The body limit of a path in bytes (decision 0880): webhook, `/api/downloads`, other `/auth/*` and `/api/*`, else `formMaxBytes`. */
export function bodyLimitFor(path: string, formMaxBytes: number): number {
  if (path === STORYBLOK_WEBHOOK_PATH) return BODY_LIMITS.webhook;
  if (path === '/api/downloads') return BODY_LIMITS.downloads;
  if (/^\/(auth|api)(\/|$)/.test(path)) return BODY_LIMITS.auth;
  return formMaxBytes;
}

const buffered = new WeakMap<IncomingMessage, Buffer>();

/** Bounds every body by the bytes read: 415 encoded, 413 too long (decision 0880; docs/requirements/hardening.md#bounded-bodies). */
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
    // Stream events run in the connection's async context; later routes need the request scope.
    const onEnd = AsyncResource.bind(() => {
      cleanup();
      const body = Buffer.concat(chunks, size);
      buffered.set(req, body);
      (req as Request & { _body?: boolean }).body = body;
      (req as Request & { _body?: boolean })._body = true;
      next();
    });
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

/** Closing with unread data would reset the connection before the client reads the answer. */
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

/** What Remix's adapter should read: after {@link bodyLimit} read the body, a view of `req` whose stream replays it. */
export function withBufferedBody(req: Request): Request {
  const body = buffered.get(req);
  if (!body) return req;
  buffered.delete(req);
  // The stream surface Remix's adapter uses, replaying the buffer.
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
