/**
 * Slow-body flood (docs/requirements/hardening.md#connection-limits, decision 0995): `count` POSTs from one local address dripping 1 byte
 * every `dripMs`, in a child process of its own ({@link runSlowBodiesChild}). Loopback only.
 * Usage: SLOW_PORT, SLOW_COUNT, SLOW_FROM, SLOW_DRIP_MS, SLOW_DEADLINE_MS with `node --import tsx scripts/lib/slow-bodies.ts`; prints one
 * JSON {@link SlowBodiesResult}.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export interface SlowBodiesResult {
  count: number;
  /** The rest were refused by the backlog or failed. */
  connected: number;
  /** First status code per connection (0: closed without an answer). */
  statuses: Record<string, number>;
  /** Ms from connect. */
  maxOpenMs: number;
  p50OpenMs: number;
  p99OpenMs: number;
  openAtDeadline: number;
  bytesSent: number;
}

/** Targets and declared lengths: a form page (limit 64 KB) and Storyblok's webhook (256 KB). */
const TARGETS: Array<[string, number, string]> = [
  ['/en/global/contact-us/request-information', 4000, 'application/x-www-form-urlencoded'],
  ['/api/storyblok/webhook', 8000, 'application/json'],
];

export async function slowBodies(opts: { port: number; count: number; from: string; dripMs: number; deadlineMs: number }): Promise<SlowBodiesResult> {
  const started = Date.now();
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
  // 100 every 100 ms: a burst past the listen backlog would measure SYN retransmissions, not the server.
  for (let i = 0; i < opts.count; i++) {
    opened(i);
    if (i % 100 === 99) await new Promise((r) => setTimeout(r, 100));
  }
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

/** {@link slowBodies} in a child with a raised `ulimit -n`, so the sockets never count against the caller. Rejects when it fails. */
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
