import net from 'node:net';
import { expect, test } from '@playwright/test';

// docs/requirements/hardening.md#bounded-bodies against the production bundle: bodies bounded by the bytes read whatever the framing,
// 403 (never 500) for a foreign or null Origin on every path, no backslash redirect. (Single-use
// form tokens are off on the e2e servers, as by default: see decision 0884; libs/site's
// form-action test and libs/forms' store test cover them.)

const PORT = Number(process.env.E2E_GLOBAL_PORT);

/** Sends a request head and then `bodyBytes` of body (chunked or declared) until the answer comes; the status and bytes sent. */
function upload(target: string, framing: 'chunked' | 'declared' | 'gzip', bodyBytes: number): Promise<{ status: number; sent: number; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, '127.0.0.1');
    let raw = '';
    let sent = 0;
    let answered = false;
    socket.on('data', (d) => {
      raw += d.toString('latin1');
      answered = true;
    });
    socket.on('error', () => (answered ? undefined : reject(new Error('connection failed before an answer'))));
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0), sent, head: raw.split('\r\n\r\n')[0] ?? '' }));
    socket.setTimeout(20_000, () => socket.destroy());
    socket.on('connect', async () => {
      const headers = [`Host: 127.0.0.1:${PORT}`, 'Sec-Fetch-Site: same-origin', 'Content-Type: application/x-www-form-urlencoded', 'Connection: close'];
      if (framing === 'chunked') headers.push('Transfer-Encoding: chunked');
      else headers.push(`Content-Length: ${bodyBytes}`);
      if (framing === 'gzip') headers.push('Content-Encoding: gzip');
      socket.write(`POST ${target} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      const piece = Buffer.alloc(Math.min(64 * 1024, bodyBytes), 0x61);
      const chunk = framing === 'chunked' ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
      while (sent < bodyBytes && !answered && !socket.destroyed) {
        if (!socket.write(chunk)) await new Promise((r) => socket.once('drain', r).once('close', r));
        sent += piece.length;
      }
      if (!socket.destroyed && !answered && framing === 'chunked') socket.write('0\r\n\r\n');
    });
  });
}

test('docs/requirements/hardening.md#bounded-bodies: every framing of an oversized body answers 413 (compressed 415) before the rest is read, on /api/downloads, /auth/logout and a form page', async () => {
  const big = 200 * 1024 * 1024;
  for (const target of ['/api/downloads', '/auth/logout', '/en/global/contact-us/request-information']) {
    for (const framing of ['chunked', 'declared'] as const) {
      const answer = await upload(target, framing, big);
      expect(answer.status, `${framing} ${target}`).toBe(413);
      expect(answer.head).toMatch(/cache-control: no-store/i);
      expect(answer.head).toMatch(/x-content-type-options: nosniff/i);
      // The client stopped long before 200 MB: the server answered and read no more.
      expect(answer.sent, `${framing} ${target}`).toBeLessThan(64 * 1024 * 1024);
    }
    expect((await upload(target, 'gzip', 1024)).status, `gzip ${target}`).toBe(415);
  }
});

test('docs/requirements/hardening.md#bounded-bodies: a small chunked body still reaches its route (logout redirects)', async ({ request }) => {
  const small = await upload('/auth/logout', 'chunked', 100);
  expect(small.status).toBe(302);
  const declared = await request.post('/auth/logout', { form: { a: '1' }, headers: { 'Sec-Fetch-Site': 'same-origin' }, maxRedirects: 0 });
  expect(declared.status()).toBe(302);
});

test('docs/requirements/hardening.md#proxies-and-origin: a foreign or null Origin on any state-changing request answers the site`s 403, never 500', async ({
  request,
}) => {
  for (const target of [
    '/api/search',
    '/api/downloads',
    '/api/storyblok/webhook',
    '/api/nothing',
    '/auth/logout',
    '/auth/callback',
    '/auth/login',
    '/en/global',
    '/en/global/contacts',
  ]) {
    for (const origin of ['https://evil.example', 'null']) {
      const res = await request.post(target, { form: { a: '1' }, headers: { Origin: origin }, maxRedirects: 0 });
      expect(res.status(), `${origin} ${target}`).toBe(403);
      expect(res.headers()['cache-control']).toBe('no-store');
      expect(await res.text()).toContain('SILCA');
    }
  }
});

test('docs/requirements/hardening.md#hostile-requests: a backslash or an encoded slash in the path is refused before a redirect is built', async () => {
  for (const target of ['/\\evil.example/', '/\\evil.example', '/%5Cevil.example/', '/%2F%2Fevil.example/', '/en/global\\']) {
    // Raw request: a client library would normalise the backslash itself.
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(PORT, '127.0.0.1', () => socket.end(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nConnection: close\r\n\r\n`));
      let raw = '';
      socket.on('data', (d) => (raw += d.toString('latin1')));
      socket.on('close', () => resolve(raw));
    });
    expect(answer, target).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).not.toMatch(/^location:/im);
    expect(answer).toMatch(/cache-control: no-store/i);
  }
});
