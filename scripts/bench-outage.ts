/**
 * Outage and flood benchmark (docs/requirements/hardening.md#hardening-goals, decision 0661): how fast already cached pages answer
 * while the CMS is down, slow (10 s per answer) or while 100 distinct uncached URLs arrive at
 * once. Starts site-global's production build as a child process, pointed at a controllable
 * proxy in front of the embedded Storyblok server, warms a set of pages, then for each scenario
 * measures the cached pages (p50, p99, max in ms) with 8 concurrent clients for a few seconds
 * while the scenario runs, and the answers of the uncached URLs (status counts, slowest).
 * Goal (docs/requirements/hardening.md#hardening-goals): cached p99 under 250 ms; no request waits longer than STORYBLOK_TIMEOUT_MS.
 *
 * `node --import tsx scripts/bench-outage.ts` (needs `nx run site-global:build`); prints Markdown.
 * BENCH_OUTAGE_SECONDS (default 6) sets the measuring time per scenario, BENCH_OUTAGE_CLIENTS
 * (default 8) the concurrent clients on the cached pages. Exported
 * `runOutageBench()` returns the Markdown for `npm run bench`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalServer } from '@silca/content';
import { freePort } from './lib/free-port';

const ROOT = path.resolve(import.meta.dirname, '..');
const TIMEOUT_MS = 5000;
const CACHED = ['/en/global', '/it/global', '/en/global/products', '/de/global', '/en/global/category/key-blanks', '/fr/global'];
const CLIENTS = Number(process.env.BENCH_OUTAGE_CLIENTS ?? 8);

type Mode = 'up' | 'down' | 'slow';

/** A proxy in front of the CMS: forwards (`up`), drops connections (`down`) or answers after 10 s (`slow`). */
function cmsProxy(target: string, port: number) {
  const state = { mode: 'up' as Mode, requests: 0 };
  const server = http.createServer((req, res) => {
    state.requests++;
    if (state.mode === 'down') {
      req.socket.destroy();
      return;
    }
    const forward = () => {
      const url = new URL(req.url ?? '/', target);
      const up = http.request(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      });
      up.on('error', () => res.destroy());
      req.pipe(up);
    };
    if (state.mode === 'slow') {
      const t = setTimeout(forward, 10_000);
      res.on('close', () => clearTimeout(t));
    } else forward();
  });
  return new Promise<{ state: typeof state; close(): Promise<void> }>((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        state,
        close: () =>
          new Promise<void>((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      }),
    ),
  );
}

async function timed(url: string): Promise<{ ms: number; status: number }> {
  const t = performance.now();
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    return { ms: performance.now() - t, status: res.status };
  } catch {
    return { ms: performance.now() - t, status: 0 };
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface ScenarioResult {
  name: string;
  cached: { n: number; p50: number; p99: number; max: number; non200: number };
  uncached: { n: number; statuses: Record<string, number>; max: number; overTimeout: number } | null;
}

async function measure(base: string, seconds: number, name: string, uncachedUrls: string[]): Promise<ScenarioResult> {
  const until = Date.now() + seconds * 1000;
  const lat: number[] = [];
  let non200 = 0;
  const worker = async (w: number) => {
    for (let i = w; Date.now() < until; i++) {
      const r = await timed(base + CACHED[i % CACHED.length]);
      lat.push(r.ms);
      if (r.status !== 200) non200++;
    }
  };
  const flood = Promise.all(uncachedUrls.map((u) => timed(base + u)));
  await Promise.all(Array.from({ length: CLIENTS }, (_, w) => worker(w)));
  const un = await flood;
  lat.sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const r of un) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return {
    name,
    cached: { n: lat.length, p50: pct(lat, 50), p99: pct(lat, 99), max: lat.at(-1) ?? 0, non200 },
    uncached: un.length ? { n: un.length, statuses, max: Math.max(...un.map((r) => r.ms)), overTimeout: un.filter((r) => r.ms > TIMEOUT_MS + 500).length } : null,
  };
}

async function runOnce(pageCache: boolean, seconds: number): Promise<ScenarioResult[]> {
  const cms = await startLocalServer({ contentDir: path.join(ROOT, 'content'), port: 0, publicTokens: ['local-public'], previewTokens: [] });
  const proxyPort = await freePort();
  const proxy = await cmsProxy(cms.endpoint.replace(/\/v2$/, ''), proxyPort);
  const sitePort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/site-global/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      STORYBLOK_TOKEN: 'local-public',
      STORYBLOK_API_URL: `http://127.0.0.1:${proxyPort}/v2`,
      STORYBLOK_TIMEOUT_MS: String(TIMEOUT_MS),
      // Revalidate often, so the CMS is asked during every scenario.
      STORYBLOK_CV_TTL_S: '1',
      PAGE_CACHE_TTL_S: pageCache ? '1' : '0',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-outage-')),
    },
    stdio: ['ignore', 'ignore', process.env.BENCH_DEBUG ? 'inherit' : 'ignore'],
  });
  const base = `http://127.0.0.1:${sitePort}`;
  try {
    // Ready, not only alive: the embedded search twin builds its indexes at start (seconds of
    // synchronous CPU in this process); measuring during that build measures the build.
    for (let i = 0; ; i++) {
      if ((await timed(`${base}/readyz`)).status === 200) break;
      if (child.exitCode !== null) throw new Error(`site exited with ${child.exitCode}`);
      if (i > 720) throw new Error('site was not ready within 180 s');
      await new Promise((r) => setTimeout(r, 250));
    }
    for (const u of CACHED) await timed(base + u);
    const distinct = (tag: string) => Array.from({ length: 100 }, (_, i) => `/en/global/products/${tag}-${i}`);
    const results: ScenarioResult[] = [];
    results.push(await measure(base, seconds, 'CMS up (baseline)', []));
    results.push(await measure(base, seconds, 'CMS up, 100 parallel distinct uncached URLs', distinct('flood')));
    proxy.state.mode = 'slow';
    results.push(await measure(base, seconds, 'CMS slow (10 s), 100 distinct uncached URLs', distinct('slow')));
    proxy.state.mode = 'down';
    results.push(await measure(base, seconds, 'CMS down, 100 distinct uncached URLs', distinct('down')));
    proxy.state.mode = 'up';
    return results;
  } finally {
    // Wait for the graceful shutdown: the next run's site must not meet this one's ports.
    const exited = child.exitCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r()));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    await proxy.close();
    await cms.close();
  }
}

function format(title: string, rows: ScenarioResult[] | string): string {
  if (typeof rows === 'string') return `### ${title}\n\nNot measured: ${rows}`;
  const lines = [
    `### ${title}`,
    '',
    '| Scenario | cached requests | p50 ms | p99 ms | max ms | cached non-200 | uncached answers | slowest uncached ms | uncached over timeout |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const u = r.uncached;
    const statuses = u ? Object.entries(u.statuses).map(([s, n]) => `${n}x${s}`).join(' ') : '-';
    lines.push(`| ${r.name} | ${r.cached.n} | ${r.cached.p50.toFixed(1)} | ${r.cached.p99.toFixed(1)} | ${r.cached.max.toFixed(0)} | ${r.cached.non200} | ${statuses} | ${u ? u.max.toFixed(0) : '-'} | ${u ? u.overTimeout : '-'} |`);
  }
  return lines.join('\n');
}

/** Runs both configurations (content cache only; with the page cache) and returns Markdown. */
export async function runOutageBench(seconds = Number(process.env.BENCH_OUTAGE_SECONDS ?? 6)): Promise<string> {
  const attempt = async (pageCache: boolean) => runOnce(pageCache, seconds).catch((error: unknown) => (error as Error).message);
  const [loadBefore] = loadavg();
  const withPages = await attempt(true);
  const contentOnly = await attempt(false);
  const [loadAfter] = loadavg();
  return [
    '## Outage and flood (scripts/bench-outage.ts, docs/requirements/hardening.md#hardening-goals)',
    '',
    `Machine: ${cpus().length} CPUs, 1-minute load average ${loadBefore!.toFixed(1)} at the start and ${loadAfter!.toFixed(1)} at the end (other work on the machine inflates every figure).`,
    '',
    `${CLIENTS} clients loop over ${CACHED.length} warmed pages for ${seconds} s per scenario, after the site reports ready; STORYBLOK_TIMEOUT_MS=${TIMEOUT_MS}, STORYBLOK_CV_TTL_S=1 (the CMS is asked all the time). Goal (production configuration, page cache on): cached p99 < 250 ms, no answer slower than the timeout (+500 ms to render it).`,
    '',
    format('With the page cache (production default; PAGE_CACHE_TTL_S=1 here so pages are re-rendered all the time)', withPages),
    '',
    format('Content cache only (PAGE_CACHE_TTL_S=0: every request renders; bound by CPU, informative)', contentOnly),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${await runOutageBench()}\n`);
  process.exit(0);
}
