import { readFileSync } from 'node:fs';
import { BlockList, isIP, type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { log } from './log';

/** What one client may hold on the server (docs/requirements/hardening.md#connection-limits, decision 0995). */
export interface ConnectionLimitsConfig {
  /** Node `headersTimeout`, ms. */
  HEADERS_TIMEOUT_MS: number;
  /** Node `requestTimeout` (headers and body), ms. */
  REQUEST_TIMEOUT_MS: number;
  /** Node `keepAliveTimeout`, ms. */
  KEEP_ALIVE_TIMEOUT_MS: number;
  /** Slowest body after the grace, bytes per second. */
  BODY_MIN_RATE_BYTES_S: number;
  /** Ms before the body rate counts. */
  BODY_GRACE_MS: number;
  CONNECTIONS_MAX: number;
  /** Connections (direct) or requests in flight (behind a trusted proxy) per client address. */
  CONNECTIONS_PER_CLIENT_MAX: number;
}

/** Ms between timeout and body-rate checks: a cut comes at most this late. */
export const CONNECTION_CHECK_INTERVAL_MS = 1000;

export const CONNECTION_RETRY_AFTER_S = 5;

/** Ms a refused socket lingers so the client can read the answer. */
const REFUSED_LINGER_MS = 1000;

/** Node's 511 overflows in a flood and the kernel drops handshakes (Linux caps it at `net.core.somaxconn`). */
export const LISTEN_BACKLOG = 4096;

/** `http.createServer` options: timeouts checked every {@link CONNECTION_CHECK_INTERVAL_MS} (Node: 30 s), and {@link LISTEN_BACKLOG}. */
export function connectionServerOptions(): ServerOptions & { backlog: number } {
  return { connectionsCheckingInterval: CONNECTION_CHECK_INTERVAL_MS, backlog: LISTEN_BACKLOG };
}

const NAMED: Record<string, Array<[string, number]>> = {
  loopback: [
    ['127.0.0.1', 8],
    ['::1', 128],
  ],
  linklocal: [
    ['169.254.0.0', 16],
    ['fe80::', 10],
  ],
  uniquelocal: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['fc00::', 7],
  ],
};

/** Descriptors kept for files, the CMS, the database and SMTP. */
const RESERVED_DESCRIPTORS = 256;

/** The soft open-files limit from /proc/self/limits, or null where unknown. */
export function openFilesLimit(limitsFile = '/proc/self/limits'): number | null {
  try {
    const soft = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync(limitsFile, 'utf8'))?.[1];
    return soft === undefined || soft === 'unlimited' ? null : Number(soft);
  } catch {
    return null;
  }
}

/** CONNECTIONS_MAX, lowered with a warning below the open-files limit, so a flood meets the site's 503. */
export function connectionsWithin(configured: number, fileLimit: number | null): number {
  if (fileLimit === null || configured <= fileLimit - RESERVED_DESCRIPTORS) return configured;
  const bound = Math.max(16, fileLimit - RESERVED_DESCRIPTORS);
  log.warn(`CONNECTIONS_MAX ${configured} lowered to ${bound}: the open-files limit (ulimit -n) is ${fileLimit}`);
  return bound;
}

/** A socket's address without the IPv4-mapped prefix (`::ffff:127.0.0.1` -> `127.0.0.1`). */
export function plainAddress(address: string | undefined): string {
  const a = address ?? '';
  return a.startsWith('::ffff:') && isIP(a.slice(7)) === 4 ? a.slice(7) : a;
}

/** Whether a peer is a trusted proxy (`parseTrustedProxies`: addresses, CIDRs, named ranges; `false` = none). */
export function trustedProxyMatcher(trusted: string[] | false): (address: string) => boolean {
  if (!trusted) return () => false;
  const list = new BlockList();
  for (const item of trusted) {
    for (const [addr, prefix] of NAMED[item] ?? [subnetOf(item)]) list.addSubnet(addr, prefix, isIP(addr) === 6 ? 'ipv6' : 'ipv4');
  }
  return (address) => {
    const a = plainAddress(address);
    const family = isIP(a);
    return family !== 0 && list.check(a, family === 6 ? 'ipv6' : 'ipv4');
  };
}

function subnetOf(item: string): [string, number] {
  const [addr = '', prefix] = item.split('/');
  return [addr, prefix === undefined ? (isIP(addr) === 6 ? 128 : 32) : Number(prefix)];
}

/** Drops a key at zero, so clients that left are not kept. */
class Counter {
  private readonly counts = new Map<string, number>();
  get size(): number {
    return this.counts.size;
  }
  add(key: string): number {
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    return n;
  }
  remove(key: string): void {
    const n = (this.counts.get(key) ?? 0) - 1;
    if (n > 0) this.counts.set(key, n);
    else this.counts.delete(key);
  }
}

const RAW_503 = `HTTP/1.1 503 Service Unavailable\r\nRetry-After: ${CONNECTION_RETRY_AFTER_S}\r\nCache-Control: no-store\r\nContent-Type: text/plain; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\nContent-Length: 23\r\n\r\nToo many connections.\r\n`;

/** Refusals counted in one log line per window (decision 0820). */
function refusalSummary(windowMs = 10_000) {
  let counts: Record<string, number> = {};
  let timer: NodeJS.Timeout | null = null;
  return (reason: string) => {
    counts[reason] = (counts[reason] ?? 0) + 1;
    if (timer) return;
    timer = setTimeout(() => {
      log.warn('connections refused or cut (expected under a flood)', { windowMs, byReason: counts });
      counts = {};
      timer = null;
    }, windowMs);
    timer.unref();
  };
}

interface BodyWatch {
  req: IncomingMessage;
  res: ServerResponse;
  socket: Socket;
  since: number;
  bytesAtStart: number;
}

/** Figures for tests and logs, and how to stop the timer. */
export interface ConnectionLimits {
  open(): number;
  bodies(): number;
  stop(): void;
}

/**
 * Bounds what one client can hold on `server` (docs/requirements/hardening.md#connection-limits, decision 0995):
 * - Node's header, request and keep-alive timeouts from `config` (keep-alive 65 s by default, longer than Varnish's 60 s idle timeout, so
 *   Varnish never reuses a closing connection);
 * - a minimum body rate after `BODY_GRACE_MS`: slower bodies get 408 and are closed (a body the site is not reading yet does not count);
 * - `CONNECTIONS_PER_CLIENT_MAX` per address (trusted proxies' clients are counted by {@link clientRequestLimit}) and `CONNECTIONS_MAX` in
 *   all: beyond either, a 503 with `Retry-After` before anything is read; at the total bound idle keep-alive connections close first.
 *   Refusals and cuts are logged as one summary line per 10 s.
 */
export function limitConnections(server: Server, config: ConnectionLimitsConfig, isTrustedProxy: (address: string) => boolean): ConnectionLimits {
  const maxConnections = connectionsWithin(config.CONNECTIONS_MAX, openFilesLimit());
  server.headersTimeout = config.HEADERS_TIMEOUT_MS;
  server.requestTimeout = config.REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = config.KEEP_ALIVE_TIMEOUT_MS;
  const note = refusalSummary();
  const perClient = new Counter();
  let open = 0;
  let idleClosedAt = 0;

  // Nothing is read and the descriptor goes once the answer is with the kernel, so refusals hold none.
  const refuse = (socket: Socket, reason: string) => {
    note(reason);
    socket.pause();
    socket.end(RAW_503, () => socket.destroy());
    const timer = setTimeout(() => socket.destroy(), REFUSED_LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };

  server.on('connection', (socket: Socket) => {
    if (open >= maxConnections) {
      const now = Date.now();
      if (now - idleClosedAt >= 1000) {
        idleClosedAt = now;
        server.closeIdleConnections();
      }
      return refuse(socket, 'total connections');
    }
    const address = plainAddress(socket.remoteAddress);
    const counted = !isTrustedProxy(address);
    if (counted && perClient.add(address) > config.CONNECTIONS_PER_CLIENT_MAX) {
      perClient.remove(address);
      return refuse(socket, 'connections per client');
    }
    open++;
    socket.once('close', () => {
      open--;
      if (counted) perClient.remove(address);
    });
  });

  const watched = new Set<BodyWatch>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (!(declared > 0) && req.headers['transfer-encoding'] === undefined) return;
    if (req.complete) return;
    watched.add({ req, res, socket: req.socket, since: Date.now(), bytesAtStart: req.socket.bytesRead });
  });
  const rate = config.BODY_MIN_RATE_BYTES_S;
  const check = () => {
    const now = Date.now();
    for (const w of watched) {
      if (w.req.complete || w.socket.destroyed) {
        watched.delete(w);
        continue;
      }
      // Unread data in the buffer means the site is not reading yet (a start-up hold): not the client's fault.
      if (w.req.readableLength >= w.req.readableHighWaterMark) {
        w.since = now;
        w.bytesAtStart = w.socket.bytesRead;
        continue;
      }
      const received = w.socket.bytesRead - w.bytesAtStart;
      if (now - w.since <= config.BODY_GRACE_MS + (received / rate) * 1000) continue;
      watched.delete(w);
      note('body too slow');
      cutSlowBody(w);
    }
  };
  const timer = setInterval(check, CONNECTION_CHECK_INTERVAL_MS);
  timer.unref();
  server.once('close', () => clearInterval(timer));
  return { open: () => open, bodies: () => watched.size, stop: () => clearInterval(timer) };
}

/** Answers 408 if nothing was answered yet and closes a too-slow body's connection. */
function cutSlowBody(w: BodyWatch): void {
  if (!w.res.headersSent && !w.res.writableEnded) {
    w.res.writeHead(408, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close', 'content-length': '18' });
    w.res.end('Request too slow.\n');
  }
  w.socket.pause();
  const timer = setTimeout(() => w.socket.destroy(), REFUSED_LINGER_MS);
  timer.unref();
  w.socket.once('close', () => clearTimeout(timer));
}

/** Requests in flight per forwarded client, beyond `max` 429 (decision 0995). Mount after the security headers. */
export function clientRequestLimit(max: number, isTrustedProxy: (address: string) => boolean): RequestHandler {
  const inFlight = new Counter();
  return (req, res, next) => {
    if (!isTrustedProxy(plainAddress(req.socket.remoteAddress))) return next();
    const client = plainAddress(req.ip);
    if (inFlight.add(client) > max) {
      inFlight.remove(client);
      res
        .status(429)
        .set({ 'Retry-After': String(CONNECTION_RETRY_AFTER_S), 'Cache-Control': 'no-store' })
        .type('text/plain')
        .send('Too many requests.\n');
      return;
    }
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      inFlight.remove(client);
    };
    res.once('finish', release);
    res.once('close', release);
    next();
  };
}
