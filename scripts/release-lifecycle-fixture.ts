/**
 * A minimal server for scripts/release-lifecycle.test.ts: the site's real lifecycle
 * (libs/site/src/server/http/lifecycle.ts) on Express, with `GET /slow?ms=N` (answers after N ms) and
 * one fake backend whose `ready()` is FIXTURE_READY (1|0). Prints `{"port":N}` once listening,
 * `slow-start` when a slow request arrives and `backend-closed` when the server's close() ran.
 */
import express from 'express';
import { createLifecycle } from '../libs/site/src/server/http/lifecycle';

const lifecycle = createLifecycle({ market: 'fixture' });
lifecycle.register('fake', { ready: async () => process.env.FIXTURE_READY !== '0' });
const app = express();
app.use(lifecycle.middleware);
app.get('/slow', (req, res) => {
  process.stdout.write('slow-start\n');
  setTimeout(() => res.type('text').send(`slow done after ${String(req.query.ms)} ms`), Number(req.query.ms ?? 1000));
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
lifecycle.handleSignals(server, async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  process.stdout.write('backend-closed\n');
});
