import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryAfterOn503 } from './retry-after';

let server: import('node:http').Server;
let base = '';

beforeAll(async () => {
  const app = express();
  app.use(retryAfterOn503(30));
  app.get('/plain-503', (_req, res) => void res.status(503).send('down'));
  app.get('/own-503', (_req, res) => void res.status(503).set('Retry-After', '5').send('shed'));
  app.get('/head-503', (_req, res) => {
    res.writeHead(503, { 'Content-Type': 'text/plain' });
    res.end('x');
  });
  app.get('/ok', (_req, res) => void res.send('ok'));
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('retryAfterOn503 (docs/requirements/performance.md#render-queue)', () => {
  it('adds Retry-After to a 503 without one, keeps one that was set, leaves other answers alone', async () => {
    expect((await fetch(`${base}/plain-503`)).headers.get('retry-after')).toBe('30');
    expect((await fetch(`${base}/head-503`)).headers.get('retry-after')).toBe('30');
    expect((await fetch(`${base}/own-503`)).headers.get('retry-after')).toBe('5');
    expect((await fetch(`${base}/ok`)).headers.get('retry-after')).toBeNull();
  });
});
