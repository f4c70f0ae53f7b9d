import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { responseClosed } from './client-gone';

/** What {@link listenEarly} gives the start-up: the listening server and the switch to the app. */
export interface EarlyServer {
  server: Server;
  /** Hands every request, including those held so far, to the site's app. Call once. */
  serve(app: RequestListener): void;
}

/**
 * Listens before the backends start (docs/requirements/performance.md#production-process, decision 0913): a cold start answers `/healthz`
 * (liveness) within about a second, while the content, search, leads and login backends start
 * (seconds; PGlite alone takes several). Until {@link EarlyServer.serve}:
 * - `GET /healthz` 200 `{ ok: true, market, draining: false, starting: true }`;
 * - `GET /readyz` 503 `{ ready: false, checks: { startup: false } }`, so no load balancer sends
 *   traffic yet;
 * - every other request is held, then answered by the app once it is there (a client that came
 *   early waits instead of being refused); a held request whose client left is dropped at once
 *   and never reaches the app (docs/requirements/hardening.md#cancelled-requests: its `close` has
 *   passed, so nothing the app would wait on for it could end).
 * Until then the server does not keep the process alive (a failed start-up still exits). Rejects
 * when the port cannot be bound (EADDRINUSE...). `options` go to `http.createServer` (the
 * connection limits' check interval, connection-limits.ts), `backlog` to `listen`.
 */
export function listenEarly(port: number, host: string, market: string, options: ServerOptions & { backlog?: number } = {}): Promise<EarlyServer> {
  let app: RequestListener | null = null;
  const held: Array<[IncomingMessage, ServerResponse]> = [];
  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
    res.end(JSON.stringify(body));
  };
  const server = createServer(options, (req, res) => {
    if (app) return app(req, res);
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/healthz') return answer(res, 200, { ok: true, market, draining: false, starting: true });
    if (path === '/readyz') return answer(res, 503, { ready: false, checks: { startup: false } });
    const entry: [IncomingMessage, ServerResponse] = [req, res];
    held.push(entry);
    res.once('close', () => {
      const i = held.indexOf(entry);
      if (i >= 0) held.splice(i, 1);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, backlog: options.backlog }, () => {
      server.off('error', reject);
      // Until the app is there the server keeps no process alive: a start-up that fails exits.
      server.unref();
      resolve({
        server,
        serve(listener) {
          server.ref();
          app = listener;
          for (const [req, res] of held.splice(0)) if (!responseClosed(res)) listener(req, res);
        },
      });
    });
  });
}
