// The floor's server (docs/requirements/performance.md#uncached-throughput): Express 4 + compression + @remix-run/express, as a bare Remix
// v2 template serves its build. PORT (0 picks one) and HOST from the environment. FLOOR_PAGES:
// a JSON file of the site's own pages (scripts/lib/floor-pages.ts, docs/requirements/performance.md#uncached-throughput), served on
// /page/{label} by app/routes/page.$label.tsx.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';

const here = import.meta.dirname;
if (process.env.FLOOR_PAGES) globalThis.__floorPages = JSON.parse(readFileSync(process.env.FLOOR_PAGES, 'utf8'));
const build = await import(path.join(here, 'build/server/index.js'));
const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use('/assets', express.static(path.join(here, 'build/client/assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(path.join(here, 'build/client'), { maxAge: '1h' }));
app.all('*', createRequestHandler({ build, mode: 'production' }));
const server = app.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1', () => {
  process.stdout.write(`floor listening on http://127.0.0.1:${server.address().port}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
