import type { Server } from 'node:http';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { renderGate } from './render-gate';

// docs/requirements/hardening.md#cancelled-requests: a request whose client left before it reached
// the gate (held during start-up) takes no render slot; a slot it took would never come back,
// since its 'close' was emitted before the gate listened.

const servers: Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r)))));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('renderGate and clients that left before it', () => {
  it('a request that reaches the gate after its client left takes no slot: the next page renders at once', async () => {
    const gate = renderGate({ concurrency: 1, queueMax: 4, maxWaitMs: 2000 });
    const app = express();
    let renders = 0;
    // Held until the client has gone (listenEarly's queue), then handed on.
    app.use('/held', (req, _res, next) => void req.socket.once('close', () => setImmediate(next)));
    app.use(gate);
    app.get('*', (_req, res) => {
      renders++;
      res.send('rendered');
    });
    const server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    servers.push(server);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (let i = 0; i < 3; i++) {
      const req = request(`${base}/held/page-${i}`);
      req.on('error', () => undefined);
      req.end();
      await sleep(30);
      req.destroy();
    }
    await sleep(100);
    expect(gate.state()).toMatchObject({ running: 0, waiting: 0 });
    expect(renders).toBe(0);
    const t = performance.now();
    const res = await fetch(`${base}/page`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('rendered');
    expect(performance.now() - t).toBeLessThan(1500);
  });
});
