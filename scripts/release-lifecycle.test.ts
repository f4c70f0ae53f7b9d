import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { contentReadiness, createLifecycle, readLifecycleConfig } from '../libs/site/src/server/http/lifecycle';

const FIXTURE = path.join(import.meta.dirname, 'release-lifecycle-fixture.ts');
const children: ChildProcess[] = [];
const servers: http.Server[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const server of servers.splice(0)) server.close();
});

/** Starts the fixture; resolves its port. `lines` collects its stdout lines. */
async function startFixture(env: Record<string, string> = {}): Promise<{ child: ChildProcess; port: number; lines: string[]; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 1);
        lines.push(line);
        if (line.startsWith('{')) resolve((JSON.parse(line) as { port: number }).port);
      }
    });
    child.once('exit', () => reject(new Error('fixture exited before listening')));
  });
  return { child, port, lines, exited };
}

async function until(condition: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('graceful shutdown (docs/requirements/performance.md#production-process, production process)', () => {
  it('SIGTERM during a slow request: the request completes, new connections are refused, backends close, exit 0', async () => {
    const { child, port, lines, exited } = await startFixture();
    const slow = fetch(`http://127.0.0.1:${port}/slow?ms=1200`).then(async (r) => ({ status: r.status, body: await r.text(), at: Date.now() }));
    await until(() => lines.includes('slow-start'));
    child.kill('SIGTERM');
    // The listener closes at once: a new visitor is refused while the slow answer is still due.
    let refused = false;
    let settled = false;
    void slow.finally(() => (settled = true));
    while (!refused && !settled) {
      refused = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(500) }).then(
        () => false,
        () => true,
      );
    }
    expect(refused).toBe(true);
    expect(settled).toBe(false);
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('slow done after 1200 ms');
    expect(await exited).toBe(0);
    expect(lines).toContain('backend-closed');
    expect(lines.indexOf('backend-closed')).toBeGreaterThan(lines.indexOf('slow-start'));
  });

  it('a request longer than SHUTDOWN_TIMEOUT_MS is cut and the exit code says so (1)', async () => {
    const { child, port, lines, exited } = await startFixture({ SHUTDOWN_TIMEOUT_MS: '300' });
    const slow = fetch(`http://127.0.0.1:${port}/slow?ms=5000`).then(
      () => 'answered',
      () => 'cut',
    );
    await until(() => lines.includes('slow-start'));
    const t0 = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(await slow).toBe('cut');
  });
});

describe('/healthz and /readyz', () => {
  async function serve(lifecycle: ReturnType<typeof createLifecycle>): Promise<string> {
    const app = express();
    app.use(lifecycle.middleware);
    app.get('/page', (_req, res) => res.send('page'));
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((r) => server.once('listening', r));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('liveness answers without asking backends; readiness names each backend and is 503 when one is down, slow or throws', async () => {
    const lifecycle = createLifecycle({ market: 'italy', env: { READINESS_TIMEOUT_MS: '200' } });
    let searchUp = true;
    lifecycle.register('content', { ready: async () => true });
    lifecycle.register('search', { ready: async () => searchUp });
    const base = await serve(lifecycle);

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ ok: true, market: 'italy', draining: false });

    let ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, checks: { content: true, search: true } });

    searchUp = false;
    ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ready: false, checks: { content: true, search: false } });

    searchUp = true;
    lifecycle.register('database', { ready: () => new Promise<boolean>(() => {}) });
    lifecycle.register('mail', { ready: async () => Promise.reject(new Error('down')) });
    const t0 = Date.now();
    ready = await fetch(`${base}/readyz`);
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ready: false, checks: { content: true, search: true, database: false, mail: false } });

    // Other paths pass through.
    expect(await (await fetch(`${base}/page`)).text()).toBe('page');
  });

  it('once shutdown begins, readiness is 503 (draining) and answers close their connection; liveness stays 200', async () => {
    const lifecycle = createLifecycle({ market: 'global', exit: () => {} });
    lifecycle.register('content', { ready: async () => true });
    const base = await serve(lifecycle);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const stopped = lifecycle.shutdown(http.createServer(), () => gate);
    expect(lifecycle.draining).toBe(true);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('connection')).toBe('close');
    expect(await ready.json()).toEqual({ ready: false, draining: true });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    release();
    expect(await stopped).toBe(0);
    // Idempotent: a second signal does not run close() again.
    expect(await lifecycle.shutdown(http.createServer(), () => Promise.reject(new Error('twice')))).toBe(0);
  });

  it('rejects bad timeouts naming the variable', () => {
    expect(() => readLifecycleConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(readLifecycleConfig({})).toEqual({ READINESS_TIMEOUT_MS: 2000, SHUTDOWN_TIMEOUT_MS: 10000 });
  });

  it("content readiness asks the content API's spaces/me, and is false when it cannot be reached", async () => {
    const api = http.createServer((req, res) => {
      res.statusCode = req.url === '/v2/cdn/spaces/me?token=t0k' ? 200 : 401;
      res.end('{}');
    });
    servers.push(api);
    await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
    const endpoint = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v2`;
    expect(await contentReadiness({ config: { token: 't0k' }, localServer: { endpoint } }).ready!()).toBe(true);
    expect(await contentReadiness({ config: { token: 'wrong', apiUrl: endpoint } }).ready!()).toBe(false);
    expect(await contentReadiness({ config: { token: 't0k', apiUrl: 'http://127.0.0.1:9/v2' } }).ready!()).toBe(false);
    // A backend with its own ready() is asked directly.
    expect(await contentReadiness({ config: { token: 'x' }, ready: async () => false }).ready!()).toBe(false);
  });
});
