import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedFiles } from './precompressed-files';

const SCRIPT = `export const rows = [${Array.from({ length: 300 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const STYLE = '.card{display:grid}\n'.repeat(120);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request (fetch would decode the body and hide Content-Encoding). */
function request(port: number, pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('precompressedFiles (decision 0983)', () => {
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
    writeFileSync(path.join(dir, 'entry-abc.js'), SCRIPT);
    writeFileSync(path.join(dir, 'entry-abc.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dir, 'entry-abc.js.gz'), gzipSync(SCRIPT));
    // A file with a gzip copy only, and one without copies.
    writeFileSync(path.join(dir, 'sheet-abc.css'), STYLE);
    writeFileSync(path.join(dir, 'sheet-abc.css.gz'), gzipSync(STYLE));
    writeFileSync(path.join(dir, 'plain-abc.js'), SCRIPT);
    const app = express();
    app.use(compression());
    app.use('/assets', precompressedFiles(dir, { cacheControl: 'public, max-age=31536000, immutable' }));
    app.use('/assets', express.static(dir, { index: false }));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as { port: number }).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers Brotli for Chrome's header (gzip listed first), with type, Vary, immutable caching and length", async () => {
    const answer = await request(port, '/assets/entry-abc.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('answers gzip when Brotli is not accepted, and honours q-values', async () => {
    for (const accept of ['gzip', 'br;q=0.5, gzip', 'br;q=0, gzip;q=0.8']) {
      const answer = await request(port, '/assets/entry-abc.js', { 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
    }
  });

  it('leaves identity requests to the static files, unencoded', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const answer = await request(port, '/assets/entry-abc.js', headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).toBe(SCRIPT);
    }
  });

  it('answers 304 to a matching If-None-Match, and a different ETag per encoding', async () => {
    const br = await request(port, '/assets/entry-abc.js', { 'accept-encoding': 'br' });
    const gz = await request(port, '/assets/entry-abc.js', { 'accept-encoding': 'gzip' });
    expect(br.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    const again = await request(port, '/assets/entry-abc.js', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await request(port, '/assets/entry-abc.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.byteLength).toBe(0);
  });

  it('uses the copy there is: gzip for a file without a Brotli copy; files without copies are compressed as before', async () => {
    const sheet = await request(port, '/assets/sheet-abc.css', { 'accept-encoding': 'gzip, br' });
    // Brotli is preferred and absent: the request passes on and the compression middleware answers.
    expect(sheet.status).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/^text\/css/);
    expect(sheet.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(sheet.body).toString()).toBe(STYLE);
    const sheetGzip = await request(port, '/assets/sheet-abc.css', { 'accept-encoding': 'gzip' });
    expect(sheetGzip.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(gunzipSync(sheetGzip.body).toString()).toBe(STYLE);
    const plain = await request(port, '/assets/plain-abc.js', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(plain.body).toString()).toBe(SCRIPT);
  });

  it('passes on unknown files and other methods', async () => {
    expect((await request(port, '/assets/missing-abc.js', { 'accept-encoding': 'br' })).status).toBe(404);
    expect((await request(port, '/assets/entry-abc.js', { 'accept-encoding': 'br' }, 'POST')).status).toBe(404);
  });
});
