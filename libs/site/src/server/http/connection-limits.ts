import { readFileSync } from 'node:fs';
import { BlockList, isIP, type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { log } from './log';

/**
 * What one client may hold on the HTTP server (docs/requirements/hardening.md#connection-limits,
 * decision 0995), from the server's configuration (http/config.ts).
 */
export interface ConnectionLimitsConfig {
  /** Time a client has to send a request's headers (Node `headersTimeout`), ms. */
  HEADERS_TIMEOUT_MS: number;
  /** Time a client has to send a whole request, headers and body (Node `requestTimeout`), ms. */
  REQUEST_TIMEOUT_MS: number;
  /** How long an idle keep-alive connection stays open (Node `keepAliveTimeout`), ms. */
  KEEP_ALIVE_TIMEOUT_MS: number;
  /** Slowest body accepted after the grace, bytes per second. */
  BODY_MIN_RATE_BYTES_S: number;
  /** Time a body may take before the rate counts, ms. */
  BODY_GRACE_MS: number;
  /** Open connections of the whole process. */
  CONNECTIONS_MAX: number;
  /** Open connections (direct) or requests in flight (behind a trusted proxy) per client address. */
  CONNECTIONS_PER_CLIENT_MAX: number;
}

/** How often the timeouts and body rates are checked (ms): a cut comes at most this late. */
export const CONNECTION_CHECK_INTERVAL_MS = 1000;

/** Seconds a refused client is asked to wait (`Retry-After`). */
export const CONNECTION_RETRY_AFTER_S = 5;

/** Linger of a refused socket: long enough for the client to read the answer, then it is destroyed (ms). */
const REFUSED_LINGER_MS = 1000;

/**
 * Connections the kernel may hold for the process to accept (`listen` backlog; Linux caps it at
 * `net.core.somaxconn`, 4096 by default). Node's 511 overflows in a flood: the kernel then drops
 * handshakes and clients retry after 1, 3, 7, 15 s, so a visitor waits seconds and a slow client
 * arrives late; queued instead, each is accepted (or refused) as fast as the process can.
 */
export const LISTEN_BACKLOG = 4096;

/**
 * Options for `http.createServer` that only its constructor takes, and the listen backlog: the
 * timeouts are checked every {@link CONNECTION_CHECK_INTERVAL_MS} instead of Node's 30 s, so a
 * slow client is cut close to its deadline; {@link LISTEN_BACKLOG}.
 */
export function connectionServerOptions(): ServerOptions & { backlog: number } {
  return { connectionsCheckingInterval: CONNECTION_CHECK_INTERVAL_MS, backlog: LISTEN_BACKLOG };
}

/** Address ranges of proxy-addr's names, as accepted in TRUSTED_PROXIES. */
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

/** Descriptors kept for everything but client connections: files, the CMS, the database, SMTP. */
const RESERVED_DESCRIPTORS = 256;

/** The process's soft limit of open files (`ulimit -n`, from /proc/self/limits), or null where unknown. */
export function openFilesLimit(limitsFile = '/proc/self/limits'): number | null {
  try {
    const soft = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync(limitsFile, 'utf8'))?.[1];
    return soft === undefined || soft === 'unlimited' ? null : Number(soft);
  } catch {
    return null;
  }
}

/**
 * The total connection bound in force: CONNECTIONS_MAX, lowered (with a warning) to leave
 * {@link RESERVED_DESCRIPTORS} of the open-files limit, so a flood is refused by the site's own
 * 503 before the process runs out of descriptors (where accept() and every file open fail).
 */
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

/**
 * Whether a socket's peer is one of the trusted proxies (the list of `parseTrustedProxies`:
 * addresses, CIDR ranges, `loopback`, `linklocal`, `uniquelocal`; `false` = none).
 */
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

/** `10.0.0.0/8` -> ['10.0.0.0', 8]; a single address is its own subnet (/32, /128). */
function subnetOf(item: string): [string, number] {
  const [addr = '', prefix] = item.split('/');
  return [addr, prefix === undefined ? (isIP(addr) === 6 ? 128 : 32) : Number(prefix)];
}

/** Counts per key, dropping a key at zero (the map never keeps clients that left). */
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

/**
 * A count of refusals written as one line per window (a flood would otherwise write one line per
 * connection, decision 0820's rule for refusals).
 */
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

/** A request whose body is being received, for the rate check. */
interface BodyWatch {
  req: IncomingMessage;
  res: ServerResponse;
  socket: Socket;
  since: number;
  bytesAtStart: number;
}

/** What {@link limitConnections} returns: figures for tests and logs, and how to stop its timer. */
export interface ConnectionLimits {
  /** Open connections counted now. */
  open(): number;
  /** Bodies being received now (rate-checked). */
  bodies(): number;
  /** Stops the rate check (server close). */
  stop(): void;
}

/**
 * Bounds what one client can hold on `server` (docs/requirements/hardening.md#connection-limits,
 * decision 0995):
 * - Node's `headersTimeout`, `requestTimeout` and `keepAliveTimeout` from `config` (a request's
 *   headers within 15 s, the whole request within 60 s, idle keep-alive 65 s by default: longer
 *   than Varnish's 60 s `backend_idle_timeout`, so Varnish never reuses a connection the site is
 *   closing);
 * - a minimum body rate: after `BODY_GRACE_MS`, a body must have arrived at
 *   `BODY_MIN_RATE_BYTES_S` on average (time allowed = grace + bytes received / rate), so the
 *   longest time a body can take follows from its route's byte limit; slower is answered 408 and
 *   the connection closed (checked every second; a body the site is not reading yet is not held
 *   against the client);
 * - at most `CONNECTIONS_PER_CLIENT_MAX` open connections per socket address, except from
 *   trusted proxies (`isTrustedProxy`, whose clients {@link clientRequestLimit} counts by their
 *   forwarded address), and `CONNECTIONS_MAX` in all. A connection beyond either is answered at
 *   once, before anything is read: a 503 with `Retry-After`, the socket stops reading and is
 *   destroyed a second later. At the total bound, idle keep-alive connections are closed first
 *   (at most once a second) so the next ones find room.
 * Refusals and cuts are logged as one summary line per 10 s.
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

  // Nothing of the request is read; the socket (a file descriptor) is gone as soon as the answer
  // is handed to the kernel, so a flood of refused connections holds no descriptors.
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

  // Bodies being received: one timer for all of them, not one per request.
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
      // Unread data waits in the request's buffer: the site is not reading yet (a start-up hold),
      // which is no fault of the client's; its time starts again once the site reads.
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

/** Answers 408 (when nothing was answered yet) and closes the connection of a body that came too slowly. */
function cutSlowBody(w: BodyWatch): void {
  if (!w.res.headersSent && !w.res.writableEnded) {
    w.res.writeHead(408, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close', 'content-length': '18' });
    w.res.end('Request too slow.\n');
  }
  // The client is still sending: stop reading, let the answer go out, then close.
  w.socket.pause();
  const timer = setTimeout(() => w.socket.destroy(), REFUSED_LINGER_MS);
  timer.unref();
  w.socket.once('close', () => clearTimeout(timer));
}

/**
 * Express middleware counting the requests in flight per client behind trusted proxies
 * (docs/requirements/hardening.md#connection-limits, decision 0995): there every connection comes from the proxy, so
 * the client is the forwarded address Express derives from TRUSTED_PROXIES (`req.ip`). Beyond
 * `max` at once: 429 with `Retry-After` at once (the proxy's connection stays open for its next
 * request). Requests straight from clients are bounded per connection by {@link limitConnections}
 * and pass. Mount early, after the security headers.
 */
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
