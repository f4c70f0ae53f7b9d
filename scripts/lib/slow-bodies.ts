/**
 * Slow-body flood (docs/requirements/hardening.md#connection-limits, decision 0995): `count` POSTs from one local
 * address, each declaring a body within its route's limit and sending it 1 byte every
 * `dripMs`, as an attacker holding the server's connections would. Loopback only. Used by
 * e2e/hardening/slow-bodies.spec.ts and scripts/bench-hostile.ts, in a child process of its own
 * (4,000 sockets need more descriptors than a default `ulimit -n` of 1024: see
 * {@link runSlowBodiesChild}).
 *
 * As a script: `node --import tsx scripts/lib/slow-bodies.ts` with SLOW_PORT, SLOW_COUNT,
 * SLOW_FROM (a 127/8 address), SLOW_DRIP_MS, SLOW_DEADLINE_MS; prints one JSON
 * {@link SlowBodiesResult} line.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** What happened to the flood's connections. */
export interface SlowBodiesResult {
  count: number;
  /** Connections that opened (the rest were refused by the kernel's backlog or failed). */
  connected: number;
  /** First status line's code per connection (0: the server closed without an answer). */
  statuses: Record<string, number>;
  /** Longest time a connection stayed open, and the 50th/99th percentile (ms from connect). */
  maxOpenMs: number;
  p50OpenMs: number;
  p99OpenMs: number;
  /** Connections still open when the deadline came (then destroyed by the flood itself). */
  openAtDeadline: number;
  /** Body bytes sent in all. */
  bytesSent: number;
}

/** Targets and declared lengths: a form page (limit 64 KB) and Storyblok's webhook (256 KB). */
const TARGETS: Array<[string, number, string]> = [
  ['/en/global/contact-us/request-information', 4000, 'application/x-www-form-urlencoded'],
  ['/api/storyblok/webhook', 8000, 'application/json'],
];

/** Runs the flood in this process; resolves when every connection closed or at `deadlineMs`. */
export async function slowBodies(opts: { port: number; count: number; from: string; dripMs: number; deadlineMs: number }): Promise<SlowBodiesResult> {
  const started = Date.now();
  /** Open connections and when each connected. */
  const open = new Map<net.Socket, number>();
  const lifetimes: number[] = [];
  const statuses: Record<string, number> = {};
  let connected = 0;
  let bytesSent = 0;
  let closedCount = 0;
  let finish: () => void = () => undefined;
  const allClosed = new Promise<void>((r) => (finish = r));
  const opened = (i: number) => {
    const [target, length, type] = TARGETS[i % TARGETS.length]!;
    const socket = net.connect({ port: opts.port, host: '127.0.0.1', localAddress: opts.from });
    let at = 0;
    let head = '';
    socket.on('connect', () => {
      connected++;
      at = Date.now();
      open.set(socket, at);
      socket.write(
        `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${opts.port}\r\nSec-Fetch-Site: same-origin\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`,
      );
    });
    socket.on('data', (d) => {
      if (head.length < 16) head += d.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (open.delete(socket)) lifetimes.push(Date.now() - at);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? '0';
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (++closedCount === opts.count) finish();
    });
  };
  // 100 every 100 ms (4,000 in 4 s): a burst past the kernel's listen backlog (511) would measure
  // its SYN retransmissions (1, 3, 7, 15 s...), not the server.
  for (let i = 0; i < opts.count; i++) {
    opened(i);
    if (i % 100 === 99) await new Promise((r) => setTimeout(r, 100));
  }
  // One timer drips a byte into every open connection.
  const drip = setInterval(() => {
    for (const s of open.keys()) {
      if (s.writable) {
        s.write('a');
        bytesSent++;
      }
    }
  }, opts.dripMs);
  const deadline = new Promise<void>((r) => setTimeout(r, Math.max(0, opts.deadlineMs - (Date.now() - started))));
  await Promise.race([allClosed, deadline]);
  clearInterval(drip);
  const openAtDeadline = open.size;
  for (const [s, at] of [...open]) {
    lifetimes.push(Date.now() - at);
    open.delete(s);
    s.destroy();
  }
  const sorted = lifetimes.sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return { count: opts.count, connected, statuses, maxOpenMs: sorted.at(-1) ?? 0, p50OpenMs: pct(50), p99OpenMs: pct(99), openAtDeadline, bytesSent };
}

/**
 * Runs {@link slowBodies} in a child process whose open-files limit is raised (`ulimit -n`,
 * up to the hard limit; root may go beyond it), so the flood's sockets never count against the
 * caller's descriptors. Rejects when the child fails.
 */
export function runSlowBodiesChild(opts: { port: number; count: number; from: string; dripMs: number; deadlineMs: number }): Promise<SlowBodiesResult> {
  const script = path.resolve(import.meta.dirname, 'slow-bodies.ts');
  const need = opts.count + 256;
  const command = `ulimit -n ${need} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$0" --import tsx "$1"`;
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command, process.execPath, script], {
      env: {
        ...process.env,
        SLOW_PORT: String(opts.port),
        SLOW_COUNT: String(opts.count),
        SLOW_FROM: opts.from,
        SLOW_DRIP_MS: String(opts.dripMs),
        SLOW_DEADLINE_MS: String(opts.deadlineMs),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    // Bounded: the flood ends at its deadline; a child that hangs beyond is killed.
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.deadlineMs + 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      try {
        if (code !== 0) throw new Error(`exit ${code}`);
        resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '') as SlowBodiesResult);
      } catch (error) {
        reject(new Error(`slow-bodies child failed (${(error as Error).message}): ${err.slice(-2000)}`));
      }
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = process.env;
  const result = await slowBodies({
    port: Number(env.SLOW_PORT),
    count: Number(env.SLOW_COUNT ?? 4000),
    from: env.SLOW_FROM ?? '127.0.0.2',
    dripMs: Number(env.SLOW_DRIP_MS ?? 3000),
    deadlineMs: Number(env.SLOW_DEADLINE_MS ?? 40_000),
  });
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
}
