import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { responseClosed } from './client-gone';

export interface EarlyServer {
  server: Server;
  /** Hands every request, held ones included, to the app. Call once. */
  serve(app: RequestListener): void;
}

/**
 * Listens before the backends start: `/healthz` up, `/readyz` 503, other requests held (decision 0913).
 * docs/requirements/performance.md#production-process; rejects when the port cannot be bound.
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
      // A start-up that fails must still exit.
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
