import express from 'express';
import { connect, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderGate } from './render-gate';

// docs/requirements/performance.md#render-queue, decision 0822: uncached renders are bounded; beyond the bounds a fast 503, and what
// is answered before the gate (the page cache) keeps its speed during a flood.

const servers: Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r)))));

/**
 * A site in miniature: `/cached` answered before the gate (the page cache), every other page
 * "renders" for `renderMs` (a timer: client and server share this thread, so no busy CPU here;
 * the CPU side is measured end to end by scripts/bench-outage.ts).
 */
async function site(renderMs: number, bounds: Parameters<typeof renderGate>[0] = { concurrency: 2, queueMax: 4, maxWaitMs: 1000 }) {
  const app = express();
  let renders = 0;
  app.get('/cached', (_req, res) => void res.send('hit'));
  const gate = renderGate(bounds);
  app.use(gate);
  app.post('/form', (_req, res) => void res.send('posted'));
  app.get('*', (_req, res) => {
    setTimeout(() => {
      renders++;
      res.send('rendered');
    }, renderMs);
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  servers.push(server);
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, gate, renders: () => renders };
}

const timed = async (url: string, init?: RequestInit) => {
  const t = performance.now();
  const res = await fetch(url, init);
  const body = await res.text();
  return { status: res.status, body, ms: performance.now() - t, headers: res.headers };
};

describe('renderGate', () => {
  it('renders at most `concurrency` at once, queues `queueMax`, answers a fast 503 beyond', async () => {
    const s = await site(600, { concurrency: 2, queueMax: 4, maxWaitMs: 5000 });
    const flood = await Promise.all(Array.from({ length: 20 }, (_, i) => timed(`${s.base}/page-${i}`)));
    const ok = flood.filter((r) => r.status === 200);
    const shed = flood.filter((r) => r.status === 503);
    expect(ok).toHaveLength(6);
    expect(shed).toHaveLength(14);
    expect(shed[0]!.headers.get('retry-after')).toBe('5');
    expect(shed[0]!.headers.get('cache-control')).toBe('no-store');
    expect(shed[0]!.body).toContain('SILCA');
    expect(s.renders()).toBe(6);
    expect(s.gate.state()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('a cached page is answered before the gate, even while it is full', async () => {
    const s = await site(300, { concurrency: 1, queueMax: 50, maxWaitMs: 10_000 });
    const flood = Promise.all(Array.from({ length: 30 }, (_, i) => timed(`${s.base}/page-${i}`)));
    await expect.poll(() => s.gate.state().waiting).toBeGreaterThan(20);
    const hit = await timed(`${s.base}/cached`);
    expect(hit.body).toBe('hit');
    expect(hit.ms).toBeLessThan(100);
    await flood;
  }, 20_000);

  it('waiting longer than maxWaitMs gives a 503; a visitor who left is dropped from the queue', async () => {
    const s = await site(150, { concurrency: 1, queueMax: 10, maxWaitMs: 100 });
    const [first, late] = await Promise.all([timed(`${s.base}/a`), new Promise((r) => setTimeout(r, 5)).then(() => timed(`${s.base}/b`))]);
    expect(first.status).toBe(200);
    expect(late.status).toBe(503);
    const slow = timed(`${s.base}/c`);
    await new Promise((r) => setTimeout(r, 5));
    const controller = new AbortController();
    const gone = fetch(`${s.base}/d`, { signal: controller.signal }).catch(() => null);
    await new Promise((r) => setTimeout(r, 20));
    expect(s.gate.state().waiting).toBe(1);
    controller.abort();
    await gone;
    await expect.poll(() => s.gate.state().waiting).toBe(0);
    expect((await slow).status).toBe(200);
    expect(s.renders()).toBe(2);
  });

  it('never sheds a form post', async () => {
    const s = await site(50, { concurrency: 1, queueMax: 0, maxWaitMs: 0 });
    const answers = await Promise.all([timed(`${s.base}/x`), ...Array.from({ length: 5 }, () => timed(`${s.base}/form`, { method: 'POST' }))]);
    expect(answers.slice(1).every((a) => a.status === 200 && a.body === 'posted')).toBe(true);
  });

  it('docs/requirements/hardening.md#unknown-pages: known pages wait ahead of unknown URLs and displace them from a full queue', async () => {
    const s = await site(300, { concurrency: 1, queueMax: 4, maxWaitMs: 10_000, isPriority: (req) => req.path.startsWith('/known') });
    const order: string[] = [];
    const visit = (p: string) => timed(`${s.base}${p}`).then((r) => (order.push(`${p} ${r.status}`), r));
    // A flood of unknown URLs fills the slot and the queue...
    const flood = Array.from({ length: 5 }, (_, i) => visit(`/unknown-${i}`));
    await new Promise((r) => setTimeout(r, 50));
    // ...then two real pages arrive: they are served next, the newest unknown waiters are shed.
    const real = [visit('/known-a'), visit('/known-b')];
    const answers = await Promise.all([...flood, ...real]);
    expect(answers.slice(5).map((a) => a.status)).toEqual([200, 200]);
    expect(answers.slice(0, 5).filter((a) => a.status === 503)).toHaveLength(2);
    const served = order.filter((o) => o.endsWith(' 200')).map((o) => o.split(' ')[0]);
    expect(served.slice(0, 3)).toEqual(['/unknown-0', '/known-a', '/known-b']);
  });

  it('docs/requirements/performance.md#render-queue: a queued request renders in its own async context, not in that of the request whose slot it takes', async () => {
    const scope = new AsyncLocalStorage<string>();
    const app = express();
    app.use((req, _res, next) => scope.run(req.path, () => next()));
    app.use(renderGate({ concurrency: 1, queueMax: 4, maxWaitMs: 5000 }));
    app.get('*', (req, res) => void setTimeout(() => res.send(`${req.path}=${scope.getStore()}`), 100));
    const server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    servers.push(server);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const bodies = await Promise.all(['/a', '/b', '/c'].map((p) => timed(base + p).then((r) => r.body)));
    expect(bodies).toEqual(['/a=/a', '/b=/b', '/c=/c']);
  });

  it('decision 0979: starts one render per event-loop turn, so a new visitor is let in between renders', async () => {
    // Renders as React's are: CPU work in a setImmediate. Node accepts one new connection per
    // event-loop turn; with four renders started together, every turn lasts four renders.
    const rendersBeforeNewVisitor = async (startsPerTurn: number) => {
      const app = express();
      let rendered = 0;
      let newVisitor: Promise<string> | null = null;
      app.get('/cached', (_req, res) => void res.send(`rendered=${rendered}`));
      app.use(renderGate({ concurrency: 4, queueMax: 64, maxWaitMs: 20_000, startsPerTurn }));
      app.get('*', (_req, res) => {
        setImmediate(() => {
          // Half way, a new visitor connects (to a page answered before the gate).
          if (rendered === 24) newVisitor = rawGet(port, '/cached');
          const until = performance.now() + 5;
          while (performance.now() < until);
          rendered++;
          res.send('rendered');
        });
      });
      const server = await new Promise<Server>((resolve) => {
        const s = app.listen(0, '127.0.0.1', () => resolve(s));
      });
      servers.push(server);
      const port = (server.address() as AddressInfo).port;
      // Eight visitors on kept-alive connections, each asking for the next page as soon as one comes.
      const visitor = async (v: number) => {
        for (let i = 0; rendered < 48; i++) await (await fetch(`http://127.0.0.1:${port}/v${v}/page-${i}`)).text();
      };
      await Promise.all(Array.from({ length: 8 }, (_, v) => visitor(v)));
      const answer = await newVisitor!;
      return Number(/rendered=(\d+)/.exec(answer)![1]) - 25;
    };
    const paced = await rendersBeforeNewVisitor(1);
    const unpaced = await rendersBeforeNewVisitor(Number.POSITIVE_INFINITY);
    expect(paced).toBeLessThanOrEqual(3);
    expect(paced * 2).toBeLessThan(unpaced);
  });
});

/** A GET on a new connection, written at once (answer as text, headers included). */
function rawGet(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.end(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}
