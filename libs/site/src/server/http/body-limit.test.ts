import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createReadableStreamFromReadable } from '@remix-run/node';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS, bodyLimit, bodyLimitFor, withBufferedBody } from './body-limit';

// docs/requirements/hardening.md#bounded-bodies: every body bounded by the bytes read, whatever the framing; the refusal comes before
// more is read. Raw sockets, so each framing is exactly what is sent.

const LIMIT = 1024;
let server: import('node:http').Server;
let port = 0;
/** Bytes the server's sockets read, per request path (to check that a refusal stops reading). */
const socketsRead: number[] = [];
const logged: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  app.use(bodyLimit({ limitFor: (path) => (path === '/big' ? 4 * LIMIT : LIMIT), lingerMs: 300, log: (_m, f) => void logged.push(f) }));
  // What Remix's Express adapter does with the request: a Fetch body from the Node stream.
  app.all('*', async (req, res) => {
    const view = withBufferedBody(req);
    const body = req.method === 'POST' ? await new Response(createReadableStreamFromReadable(view), { method: 'POST' } as ResponseInit).text() : '';
    res
      .status(200)
      .type('text')
      .send(`got ${Buffer.byteLength(body)} ${body.slice(0, 20)}`);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  server.on('connection', (socket) => socket.once('close', () => socketsRead.push(socket.bytesRead)));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

interface Answer {
  status: number;
  head: string;
  body: string;
}

/**
 * Sends `head` then writes `chunks` (stopping when the answer has come or the socket closed) and
 * resolves with the answer; `sent` counts the bytes the client managed to write.
 */
function send(head: string, chunks: Iterable<Buffer | string>): Promise<Answer & { sent: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let raw = '';
    let sent = 0;
    let answered = false;
    const finish = () => {
      const [h = '', ...rest] = raw.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(h)?.[1] ?? 0), head: h, body: rest.join('\r\n\r\n'), sent });
    };
    socket.on('data', (d) => {
      raw += d.toString('latin1');
      if (/\r\n\r\n/.test(raw)) answered = true;
    });
    socket.on('error', () => (answered ? finish() : reject(new Error(`socket error before an answer (${raw.slice(0, 40)})`))));
    socket.on('close', finish);
    socket.on('connect', async () => {
      socket.write(head);
      for (const c of chunks) {
        if (answered || socket.destroyed || socket.writableEnded) break;
        if (!socket.write(c)) await new Promise((r) => setTimeout(r, 5));
        sent += Buffer.byteLength(c);
      }
      if (!socket.destroyed && !answered) socket.end();
    });
  });
}

const post = (path: string, headers: string[]) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers.map((h) => h + '\r\n').join('')}\r\n`;
const chunk = (data: string) => `${data.length.toString(16)}\r\n${data}\r\n`;

function* endless(piece: string, max: number) {
  for (let i = 0; i < max; i++) yield piece;
}

describe('bodyLimit (docs/requirements/hardening.md#bounded-bodies, decision 0880)', () => {
  it('a body within the limit reaches the route in every framing: Content-Length, chunked', async () => {
    const body = 'a=' + 'x'.repeat(500);
    const declared = await send(post('/', [`Content-Length: ${body.length}`, 'Content-Type: application/x-www-form-urlencoded']), [body]);
    expect(declared.status).toBe(200);
    expect(declared.body).toContain(`got ${body.length} a=xxx`);
    const chunked = await send(post('/', ['Transfer-Encoding: chunked']), [chunk(body.slice(0, 100)), chunk(body.slice(100)), '0\r\n\r\n']);
    expect(chunked.status).toBe(200);
    expect(chunked.body).toContain(`got ${body.length} a=xxx`);
    const empty = await send(post('/', ['Content-Length: 0']), []);
    expect(empty.body).toContain('got 0');
  });

  it('limits are per route', async () => {
    const body = 'y'.repeat(3 * LIMIT);
    expect((await send(post('/big', [`Content-Length: ${body.length}`]), [body])).status).toBe(200);
    expect((await send(post('/small', [`Content-Length: ${body.length}`]), [body])).status).toBe(413);
  });

  it('a declared length above the limit answers 413 at once, with the headers set before, and reads nothing of the body', async () => {
    const before = socketsRead.length;
    const answer = await send(post('/', ['Content-Length: 419430400']), endless('z'.repeat(64 * 1024), 6400));
    expect(answer.status).toBe(413);
    expect(answer.head).toMatch(/x-content-type-options: nosniff/i);
    expect(answer.head).toMatch(/cache-control: no-store/i);
    expect(answer.head).toMatch(/connection: close/i);
    expect(answer.body).toContain('SILCA');
    await new Promise((r) => setTimeout(r, 400));
    // The server read the head and at most what the socket had buffered, never the 400 MB sent at it.
    const read = socketsRead.slice(before);
    expect(read.length).toBeGreaterThan(0);
    expect(Math.max(...read)).toBeLessThan(8 * 1024 * 1024);
    expect(answer.sent).toBeLessThan(64 * 1024 * 1024);
  });

  it('a chunked body (no length declared) is counted as it arrives: 413 past the limit, the rest unread', async () => {
    const before = socketsRead.length;
    const answer = await send(post('/auth/logout', ['Transfer-Encoding: chunked']), endless(chunk('c'.repeat(16 * 1024)), 25_600));
    expect(answer.status).toBe(413);
    await new Promise((r) => setTimeout(r, 400));
    expect(Math.max(...socketsRead.slice(before))).toBeLessThan(8 * 1024 * 1024);
    expect(logged.some((f) => f.reason === 'body too large')).toBe(true);
  });

  it('a compressed body answers 415 whatever its size; a GET with a body answers 413', async () => {
    expect((await send(post('/', ['Content-Encoding: gzip', 'Content-Length: 20']), ['x'.repeat(20)])).status).toBe(415);
    expect((await send(post('/', ['Content-Encoding: gzip', 'Transfer-Encoding: chunked']), [chunk('x'), '0\r\n\r\n'])).status).toBe(415);
    expect((await send('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 5\r\n\r\n', ['hello'])).status).toBe(413);
    expect((await send('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', [])).status).toBe(200);
  });
});

describe('bodyLimitFor (decision 0880)', () => {
  it('gives the webhook, the downloads, other /auth and /api routes their own limits, and pages the form limit', () => {
    const form = 123_456;
    expect(bodyLimitFor('/api/storyblok/webhook', form)).toBe(BODY_LIMITS.webhook);
    expect(bodyLimitFor('/api/downloads', form)).toBe(BODY_LIMITS.downloads);
    expect(bodyLimitFor('/auth/logout', form)).toBe(BODY_LIMITS.auth);
    expect(bodyLimitFor('/api/search', form)).toBe(BODY_LIMITS.auth);
    expect(bodyLimitFor('/api', form)).toBe(BODY_LIMITS.auth);
    // Only the /auth and /api folders: a page whose path starts with the same letters is a page.
    expect(bodyLimitFor('/authors', form)).toBe(form);
    expect(bodyLimitFor('/en/global/contacts', form)).toBe(form);
  });
});
