import http from 'node:http';
import net from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clientRequestLimit,
  connectionServerOptions,
  connectionsWithin,
  limitConnections,
  openFilesLimit,
  trustedProxyMatcher,
  type ConnectionLimitsConfig,
} from './connection-limits';
import { parseTrustedProxies } from './security/trusted-proxies';

const BASE: ConnectionLimitsConfig = {
  HEADERS_TIMEOUT_MS: 15_000,
  REQUEST_TIMEOUT_MS: 60_000,
  KEEP_ALIVE_TIMEOUT_MS: 65_000,
  BODY_MIN_RATE_BYTES_S: 240,
  BODY_GRACE_MS: 10_000,
  CONNECTIONS_MAX: 4096,
  CONNECTIONS_PER_CLIENT_MAX: 64,
};

const servers: http.Server[] = [];
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A server whose app reads the whole body, then answers `ok <bytes>`; with the limits applied. */
async function start(config: Partial<ConnectionLimitsConfig>, trusted = '', app?: http.RequestListener) {
  const server = http.createServer(
    connectionServerOptions(),
    app ??
      ((req, res) => {
        let n = 0;
        req.on('data', (c: Buffer) => (n += c.length));
        req.on('end', () => res.end(`ok ${n}`));
      }),
  );
  servers.push(server);
  const limits = limitConnections(server, { ...BASE, ...config }, trustedProxyMatcher(parseTrustedProxies(trusted)));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { port: (server.address() as net.AddressInfo).port, limits };
}

/** A raw connection from `from` (any 127/8 address is loopback); collects what the server sends. */
function connect(port: number, from = '127.0.0.1') {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
  sockets.push(socket);
  let data = '';
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  socket.on('data', (d) => (data += d.toString('latin1')));
  socket.on('error', () => undefined);
  const connected = new Promise<void>((r) => socket.once('connect', () => r()));
  return { socket, connected, closed, received: () => data };
}

const until = async (ok: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return ok();
};

describe('trustedProxyMatcher', () => {
  it('matches addresses, ranges and the named ranges, IPv4-mapped included', () => {
    const is = trustedProxyMatcher(parseTrustedProxies('loopback, 10.1.0.0/16, 2001:db8::7'));
    expect(is('127.0.0.1')).toBe(true);
    expect(is('::ffff:127.0.0.5')).toBe(true);
    expect(is('::1')).toBe(true);
    expect(is('10.1.2.3')).toBe(true);
    expect(is('10.2.0.1')).toBe(false);
    expect(is('2001:db8::7')).toBe(true);
    expect(is('203.0.113.9')).toBe(false);
    expect(is('')).toBe(false);
    expect(trustedProxyMatcher(false)('127.0.0.1')).toBe(false);
  });
});

describe('connectionsWithin', () => {
  it('keeps CONNECTIONS_MAX within the open-files limit, leaving descriptors for the rest', () => {
    expect(connectionsWithin(4096, 65_536)).toBe(4096);
    expect(connectionsWithin(4096, 1024)).toBe(768);
    expect(connectionsWithin(4096, null)).toBe(4096);
    // This machine's limit is read (Linux): a number or unlimited.
    const limit = openFilesLimit();
    expect(limit === null || limit > 0).toBe(true);
    expect(openFilesLimit('/nonexistent')).toBeNull();
  });
});

describe('limitConnections (docs/requirements/hardening.md#connection-limits)', () => {
  it('refuses the connections of one address beyond its bound with a fast 503, while other addresses are served', async () => {
    const { port, limits } = await start({ CONNECTIONS_PER_CLIENT_MAX: 3 });
    const held = [connect(port, '127.0.0.2'), connect(port, '127.0.0.2'), connect(port, '127.0.0.2')];
    await Promise.all(held.map((c) => c.connected));
    await until(() => limits.open() === 3, 2000);
    const extra = connect(port, '127.0.0.2');
    const t = Date.now();
    expect(await until(() => extra.received().includes('\r\n\r\n'), 2000)).toBe(true);
    expect(extra.received()).toMatch(/^HTTP\/1\.1 503 /);
    expect(extra.received()).toContain('Retry-After: 5');
    expect((await extra.closed) - t).toBeLessThan(3000);
    // Another client is not affected.
    const other = await fetch(`http://127.0.0.1:${port}/`);
    expect(await other.text()).toBe('ok 0');
    // The held ones still work: their connections were not touched.
    held[0]!.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await until(() => held[0]!.received().includes('ok 0'), 2000)).toBe(true);
  });

  it('refuses beyond the total bound, and a slot frees when a connection closes', async () => {
    const { port, limits } = await start({ CONNECTIONS_MAX: 2, CONNECTIONS_PER_CLIENT_MAX: 10 });
    const a = connect(port, '127.0.0.2');
    const b = connect(port, '127.0.0.3');
    await Promise.all([a.connected, b.connected]);
    await until(() => limits.open() === 2, 2000);
    const c = connect(port, '127.0.0.4');
    expect(await until(() => /^HTTP\/1\.1 503 /.test(c.received()), 2000)).toBe(true);
    a.socket.destroy();
    await until(() => limits.open() === 1, 2000);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok 0');
  });

  it('cuts a body trickling below the minimum rate after the grace (408), and keeps a slow but steady one', async () => {
    const { port } = await start({ BODY_GRACE_MS: 1000, BODY_MIN_RATE_BYTES_S: 100 });
    const trickle = connect(port, '127.0.0.2');
    await trickle.connected;
    const t = Date.now();
    trickle.socket.write('POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 2000\r\n\r\n');
    const drip = setInterval(() => trickle.socket.writable && trickle.socket.write('a'), 500);
    const cutAt = await trickle.closed;
    clearInterval(drip);
    expect(trickle.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(cutAt - t).toBeLessThan(5000);

    // 1,500 bytes at about 500 bytes/s (a slow phone): answered.
    const steady = connect(port, '127.0.0.3');
    await steady.connected;
    steady.socket.write('POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 1500\r\n\r\n');
    for (let i = 0; i < 30; i++) {
      steady.socket.write('b'.repeat(50));
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await until(() => steady.received().includes('ok 1500'), 3000)).toBe(true);
  }, 20_000);

  it('answers 408 to headers that do not arrive within headersTimeout', async () => {
    const { port } = await start({ HEADERS_TIMEOUT_MS: 1000, REQUEST_TIMEOUT_MS: 2000 });
    const slow = connect(port);
    await slow.connected;
    const t = Date.now();
    slow.socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => slow.socket.writable && slow.socket.write('X-A: 1\r\n'), 300);
    const cutAt = await slow.closed;
    clearInterval(drip);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(cutAt - t).toBeLessThan(3500);
  });
});

describe('clientRequestLimit behind a trusted proxy', () => {
  it('counts requests in flight by forwarded address: 429 beyond the bound for that client only; proxy connections are not capped by address', async () => {
    const isProxy = trustedProxyMatcher(parseTrustedProxies('loopback'));
    const app = express();
    app.set('trust proxy', parseTrustedProxies('loopback'));
    app.use(clientRequestLimit(2, isProxy));
    const release: Array<() => void> = [];
    app.get('/hold', (_req, res) => release.push(() => res.end('held')));
    app.get('/', (_req, res) => res.end('ok'));
    const { port } = await start({ CONNECTIONS_PER_CLIENT_MAX: 2 }, 'loopback', app);
    const get = (path: string, client: string) => fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'X-Forwarded-For': client } });
    const held = [get('/hold', '203.0.113.7'), get('/hold', '203.0.113.7')];
    await until(() => release.length === 2, 2000);
    const refused = await get('/', '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('5');
    // Another client behind the same proxy (a third connection from it) is served.
    expect((await get('/', '198.51.100.1')).status).toBe(200);
    release.splice(0).forEach((r) => r());
    await Promise.all(held);
    expect((await get('/', '203.0.113.7')).status).toBe(200);
  });
});
