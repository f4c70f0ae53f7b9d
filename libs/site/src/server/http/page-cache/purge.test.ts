import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageCache } from './page-cache';
import { FORWARDED_HEADER, purgeAfterPublish } from './purge';

const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

/** A recording HTTP server: every request as `METHOD path header-or-body`, in arrival order. */
async function recorder(log: string[], name: string, delayMs = 0): Promise<string> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      setTimeout(() => {
        log.push(`${name} ${req.method} ${req.url} ${req.headers['webhook-signature'] ?? ''} ${req.headers[FORWARDED_HEADER] ?? ''} ${body}`.trim());
        res.end('ok');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Node's HTTP parser refuses `BAN` (Varnish takes it): a raw socket records the request line. */
async function rawRecorder(log: string[], name: string): Promise<string> {
  const server = net.createServer((socket) => {
    socket.once('data', (chunk: Buffer) => {
      log.push(
        `${name} ${chunk
          .toString('latin1')
          .split('\r\n')[0]!
          .replace(/ HTTP\/1\.1$/, '')}`,
      );
      socket.end('HTTP/1.1 200 OK\r\nContent-Length: 6\r\nConnection: close\r\n\r\nBanned');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server as unknown as http.Server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const fakeCache = () => {
  let purged = 0;
  const cache = { purgeAll: () => (purged++, 3), middleware: () => undefined, stats: () => ({}) } as unknown as PageCache;
  return { cache, purged: () => purged };
};

describe('purgeAfterPublish', () => {
  it('empties the local cache, forwards the signed event to peers, then bans the HTTP caches', async () => {
    const log: string[] = [];
    const peer = await recorder(log, 'peer', 100);
    const varnish = await rawRecorder(log, 'varnish');
    const { cache, purged } = fakeCache();
    const report = await purgeAfterPublish(
      cache,
      { peers: [peer], purgeUrls: [varnish] },
      { rawBody: new TextEncoder().encode('{"action":"published"}'), signature: 'abc', forwarded: false },
    );
    expect(purged()).toBe(1);
    expect(report.dropped).toBe(3);
    // The slow peer still comes first: a cache must not refetch an old copy from it.
    expect(log).toEqual(['peer POST /api/storyblok/webhook abc 1 {"action":"published"}', 'varnish BAN /']);
    expect(report.targets.every((t) => t.ok)).toBe(true);
  });

  it('does not forward a forwarded event again (no loops), and reports an unreachable target without throwing', async () => {
    const log: string[] = [];
    const peer = await recorder(log, 'peer');
    const { cache, purged } = fakeCache();
    await purgeAfterPublish(cache, { peers: [peer], purgeUrls: [] }, { rawBody: new Uint8Array(), signature: 'x', forwarded: true });
    expect(purged()).toBe(1);
    expect(log).toEqual([]);
    const report = await purgeAfterPublish(
      cache,
      { peers: ['http://127.0.0.1:9'], purgeUrls: [] },
      { rawBody: new Uint8Array(), signature: 'x', forwarded: false },
    );
    expect(report.targets).toEqual([expect.objectContaining({ url: 'http://127.0.0.1:9/api/storyblok/webhook', ok: false })]);
  });
});
