import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { startTlsFront, type TlsFront } from './tls-front';

/** One request over HTTP/2 to the front (certificate not verified: it is self-signed). */
function h2Get(origin: string, path: string): Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string; alpn: string | false }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':path': path, 'accept-encoding': 'identity' });
    let headers: http2.IncomingHttpHeaders = {};
    let body = '';
    stream.on('response', (h) => (headers = h));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      const alpn = session.alpnProtocol ?? false;
      session.close();
      resolve({ status: Number(headers[':status']), headers, body, alpn });
    });
    stream.on('error', reject);
  });
}

describe('startTlsFront', () => {
  let site: http.Server;
  let front: TlsFront;
  const seen: { path?: string; proto?: string | string[] } = {};

  beforeAll(async () => {
    site = http.createServer((req, res) => {
      seen.path = req.url;
      seen.proto = req.headers['x-forwarded-proto'];
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' });
      res.end(`<p>${req.url}</p>`);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', () => resolve()));
    front = await startTlsFront(`http://127.0.0.1:${(site.address() as AddressInfo).port}`);
  });

  afterAll(async () => {
    await front.close();
    await new Promise((resolve) => site.close(resolve));
  });

  it('answers over TLS with HTTP/2 what the site answers, and tells the site the request was https', async () => {
    expect(front.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const answer = await h2Get(front.url, '/en/global?q=1');
    expect(answer.alpn).toBe('h2');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('<p>/en/global?q=1</p>');
    expect(answer.headers['cache-control']).toBe('no-store');
    // HTTP/2 forbids connection-specific headers: the site's keep-alive does not reach the client.
    expect(answer.headers.connection).toBeUndefined();
    expect(seen).toEqual({ path: '/en/global?q=1', proto: 'https' });
  });

  it('answers 502 when the site behind it is down, and keeps serving', async () => {
    const nobody = await startTlsFront(`http://127.0.0.1:${await freePort()}`);
    try {
      const answer = await h2Get(nobody.url, '/');
      expect(answer.status).toBe(502);
    } finally {
      await nobody.close();
    }
    expect((await h2Get(front.url, '/again')).status).toBe(200);
  });
});
