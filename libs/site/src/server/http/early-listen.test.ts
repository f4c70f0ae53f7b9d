import { afterEach, describe, expect, it } from 'vitest';
import { listenEarly, type EarlyServer } from './early-listen';

let early: EarlyServer | null = null;
afterEach(async () => {
  await new Promise((resolve) => early?.server.close(resolve) ?? resolve(undefined));
  early = null;
});

const base = () => {
  const address = early!.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

describe('listenEarly', () => {
  it('is live before the app, not ready, and holds other requests until the app serves them', async () => {
    early = await listenEarly(0, '127.0.0.1', 'global');
    const health = await fetch(`${base()}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true, market: 'global', draining: false, starting: true });
    const ready = await fetch(`${base()}/readyz?x=1`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    let answered = false;
    const page = fetch(`${base()}/en/global`).then(async (r) => {
      answered = true;
      return [r.status, await r.text()] as const;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    early.serve((req, res) => res.end(`app ${req.url}`));
    expect(await page).toEqual([200, 'app /en/global']);
    // From now on the app answers everything, /healthz too.
    expect(await (await fetch(`${base()}/healthz`)).text()).toBe('app /healthz');
  });

  it('rejects when the port is taken', async () => {
    early = await listenEarly(0, '127.0.0.1', 'global');
    const port = Number(new URL(base()).port);
    await expect(listenEarly(port, '127.0.0.1', 'global')).rejects.toThrow(/EADDRINUSE/);
  });
});

describe('listenEarly and clients that leave (docs/requirements/hardening.md#cancelled-requests)', () => {
  it('drops a held request whose client left: the app never sees it, the others it gets', async () => {
    early = await listenEarly(0, '127.0.0.1', 'global');
    const gone = new AbortController();
    const left = fetch(`${base()}/en/global/left`, { signal: gone.signal }).catch(() => 'aborted');
    const stays = fetch(`${base()}/en/global/stays`).then((r) => r.text());
    await new Promise((resolve) => setTimeout(resolve, 100));
    gone.abort();
    expect(await left).toBe('aborted');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const seen: string[] = [];
    early.serve((req, res) => {
      seen.push(req.url ?? '');
      res.end(`app ${req.url}`);
    });
    expect(await stays).toBe('app /en/global/stays');
    expect(seen).toEqual(['/en/global/stays']);
  });
});
