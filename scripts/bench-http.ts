/**
 * Throughput of the site against its floor and ceiling in one run (docs/requirements/performance.md#uncached-throughput):
 * - static: node:http sending a saved copy of each page's HTML (the ceiling);
 * - floor: bench/remix-floor rendering the site's own page from its HTML and loader data (scripts/lib/floor-pages.ts);
 * - site uncached (PAGE_CACHE_TTL_S=0) and cached (PAGE_CACHE_TTL_S=60), site-global's production bundle. One process each; autocannon (50
 *   connections, unique queries where uncached, 2xx only) for BENCH_DURATION_S (8) on the home, a product and a listing, then a 20-URL mix
 *   for BENCH_MIX_S (60) with RSS before, at peak and after. Prints Markdown, asserts nothing; needs `apps/site-global/build` (or
 *   BENCH_SITE_BUNDLE).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon, { type Options as LoadOptions, type Result as LoadAnswer } from 'autocannon';
import { initPgliteDataDir } from '../libs/forms/src/db';
import { dataPathOf, floorPage, loaderDataOf, type FloorLoaderData, type FloorPage } from './lib/floor-pages';
import { freePort } from './lib/free-port';
import { poolSamples, quantile, type LatencySamples } from './lib/latency';
import { partnerSession } from './lib/partner-login';
import { searchIndexSize, type IndexSize } from './lib/search-size';
import { SERVER_NODE_FLAGS } from './lib/server-node-flags';
import { startVarnishFront, type VarnishFront } from './lib/varnish-front';

const ROOT = path.resolve(import.meta.dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const MIX_S = Number(process.env.BENCH_MIX_S ?? 60);
const CONNECTIONS = 50;
/** The site's production bundle (BENCH_SITE_BUNDLE: a copy elsewhere, e.g. while the tree rebuilds). */
const SITE_BUNDLE = path.resolve(ROOT, process.env.BENCH_SITE_BUNDLE ?? 'apps/site-global/build/server.mjs');

/** First-load JavaScript budget over the bare Remix page, KB gzip (docs/requirements/performance.md#front-end-budget, decision 1041). */
export const FIRST_LOAD_BUDGET_KB = 70;

export const BENCH_PAGES = [
  { label: 'home', path: '/en/global' },
  { label: 'product', path: '/en/global/products/silca-alpha-pro' },
  { label: 'listing', path: '/en/global/products' },
] as const;

/** One autocannon run: requests per second (mean), latency p50 and p99 in ms, errors. */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Server CPU time (user + system) per answered request, µs: robust to a busy machine. */
  cpuUs: number;
  load1: number;
  /** Every 2xx latency (ms), first answers per connection apart; when the run keeps them. */
  samples?: LatencySamples;
}

export interface Server {
  name: string;
  url: string;
  child: ChildProcess;
  /** Cold start (docs/requirements/performance.md#production-process): ms from spawn to the first 200 of `/healthz` and of the probe. */
  healthzMs: number;
  readyMs: number;
}

async function waitReady(url: string, child: ChildProcess, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited ${child.exitCode}`);
    try {
      const r = await fetch(url);
      await r.arrayBuffer();
      if (r.status < 400) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} not ready`);
}

const notes: string[] = [];

/** Spawns a production server on a free loopback port and waits for `probe` (cold-start times kept). Throws when it exits or never answers. */
export async function start(name: string, args: string[], env: Record<string, string>, probe: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'error', STORYBLOK_TOKEN: '', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  let healthzMs = Number.NaN;
  let readyMs = Number.NaN;
  try {
    if (probe === '/readyz') {
      await waitReady(`${url}/healthz`, child);
      healthzMs = Date.now() - t0;
    }
    await waitReady(url + probe, child);
    readyMs = Date.now() - t0;
  } catch (error) {
    if (probe !== '/readyz') throw error;
    // Readiness may never come on an overloaded machine: measure once live, and say so.
    await waitReady(`${url}/healthz`, child);
    notes.push(`${name}: /readyz was not 200 after 90 s; measured once /healthz answered.`);
  }
  return { name, url, child, healthzMs, readyMs };
}

/** Resident set size of a process in MB (Linux /proc), or NaN elsewhere. */
export function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/** CPU time (user + system) a process has used, in µs (Linux /proc; NaN elsewhere). */
export function cpuUs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks / 100) * 1e6;
  } catch {
    return Number.NaN;
  }
}

/** Runs autocannon on one URL or cycled paths; `unique` gives every request its own `?bench=N`, so no cache answers it. 2xx only. */
export async function load(
  url: string,
  seconds: number,
  paths?: string[],
  pid?: number,
  acceptEncoding = 'identity',
  unique = false,
  { connections = CONNECTIONS, cookies, keepSamples = false }: { connections?: number; cookies?: string[]; keepSamples?: boolean } = {},
): Promise<LoadResult> {
  const cpuBefore = cpuUs(pid);
  let n = 0;
  let sessions = 0;
  // One cookie per connection (a partner session each), a unique query per request.
  const setupRequest = (request: { path: string; headers?: Record<string, string> }, context: { cookie?: string }) => {
    const path = unique ? `${request.path.split('?')[0]}?bench=${++n}` : request.path;
    if (!cookies) return { ...request, path };
    context.cookie ??= cookies[sessions++ % cookies.length];
    return { ...request, path, headers: { ...request.headers, 'accept-encoding': acceptEncoding, cookie: context.cookie! } };
  };
  const perRequest = unique || cookies !== undefined;
  const basePath = new URL(url).pathname;
  const requests = paths
    ? paths.map((p) => ({ method: 'GET' as const, path: p, ...(perRequest ? { setupRequest } : {}) }))
    : perRequest
      ? [{ method: 'GET' as const, path: basePath, setupRequest }]
      : undefined;
  const options = { url, connections, duration: seconds, headers: { 'accept-encoding': acceptEncoding }, ...(requests ? { requests } : {}) };
  const samples: LatencySamples | undefined = keepSamples ? { first: [], open: [] } : undefined;
  const result = samples ? await runKeepingSamples(options, samples) : await autocannon(options);
  return {
    rps: result['2xx'] / Math.max(1e-9, result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuUs: (cpuUs(pid) - cpuBefore) / Math.max(1, result.requests.total),
    load1: os.loadavg()[0]!,
    ...(samples ? { samples } : {}),
  };
}

/** One autocannon run that also records each 2xx answer's latency, first answers per connection apart. */
function runKeepingSamples(options: LoadOptions, samples: LatencySamples): Promise<LoadAnswer> {
  const answered = new WeakSet<object>();
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('response', (client, statusCode, _bytes, ms) => {
      if (statusCode < 200 || statusCode > 299) return;
      if (answered.has(client)) samples.open.push(ms);
      else {
        answered.add(client);
        samples.first.push(ms);
      }
    });
  });
}

/** Sums slices of one server's runs: req/s over the whole time, CPU per request, p50/p99 over kept latencies (else mean p50, worst p99). */
function combine(runs: LoadResult[]): LoadResult {
  const mean = (f: (r: LoadResult) => number) => runs.reduce((s, r) => s + f(r), 0) / runs.length;
  const kept = runs.every((r) => r.samples) ? poolSamples(runs.map((r) => r.samples!)) : undefined;
  const all = kept ? [...kept.first, ...kept.open] : undefined;
  return {
    rps: mean((r) => r.rps),
    p50: all ? quantile(all, 0.5) : mean((r) => r.p50),
    p99: all ? quantile(all, 0.99) : Math.max(...runs.map((r) => r.p99)),
    ...(kept ? { samples: kept } : {}),
    errors: runs.reduce((s, r) => s + r.errors, 0),
    non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
    cpuUs: mean((r) => r.cpuUs),
    load1: mean((r) => r.load1),
  };
}

const SLICES = 4;

/** Floor and site on one page in `SLICES` alternating slices, so a shared machine's other work weighs on both alike. */
async function loadPair(
  floor: { url: string; pid?: number },
  site: { url: string; pid?: number },
  seconds: number,
  options: { connections?: number; cookies?: string[]; keepSamples?: boolean } = {},
) {
  const f: LoadResult[] = [];
  const s: LoadResult[] = [];
  const slice = Math.max(2, seconds / SLICES);
  for (let i = 0; i < SLICES; i++) {
    const runFloor = () =>
      load(floor.url, slice, undefined, floor.pid, 'identity', true, { connections: options.connections, keepSamples: options.keepSamples });
    const runSite = () => load(site.url, slice, undefined, site.pid, 'identity', true, options);
    if (i % 2 === 0) {
      f.push(await runFloor());
      s.push(await runSite());
    } else {
      s.push(await runSite());
      f.push(await runFloor());
    }
  }
  return { floor: combine(f), site: combine(s) };
}

/** Gzip -9 KB and count of the first-load JavaScript a page's HTML names (docs/requirements/performance.md#front-end-budget). */
export function namedJsGzipKb(html: string, clientDir: string): { kb: number; files: number } {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(m[0])?.[1];
    if (href) urls.add(href);
  }
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1]!.matchAll(/import\s*(?:[^'"]*from\s*)?["']([^"']+\.js)["']/g)) urls.add(i[1]!);
  }
  let bytes = 0;
  for (const url of urls) {
    const file = path.join(clientDir, new URL(url, 'http://x').pathname);
    if (existsSync(file)) bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return { kb: bytes / 1024, files: urls.size };
}

/** Partner page of the bench (docs/requirements/performance.md#partner-speed): an extranet listing, never cached, one session per connection. */
export const PARTNER_PAGE = { label: 'extranet', path: '/en/global/extranet/catalogues' } as const;
const PARTNER_SESSIONS = 20;
/** Seconds of partner load before the measured runs (the site's extranet code warms up under it). */
const PARTNER_WARM_UP_S = Number(process.env.BENCH_PARTNER_WARM_UP_S ?? 8);

/** Requests until 200 (and `X-Cache: HIT` with a cache), then a pause: every row starts warm and idle. */
async function warm(server: Server, pathname: string, pauseMs = 1_000) {
  for (let i = 0; i < 30; i++) {
    const r = await fetch(server.url + pathname, { headers: { 'accept-encoding': 'identity' } });
    await r.arrayBuffer();
    const cache = r.headers.get('x-cache');
    if (r.status === 200 && i >= 2 && (cache === null || cache === 'HIT' || cache === 'MISS')) {
      if (server.name !== 'site cached' || cache === 'HIT') break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise((resolve) => setTimeout(resolve, pauseMs));
}

const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

/** A few requests with `acceptEncoding` and a pause: stored copies made, caches filled, backlog gone. */
async function warmEncoded(url: string, acceptEncoding: string) {
  for (let i = 0; i < 5; i++) {
    await (await fetch(url, { headers: { 'accept-encoding': acceptEncoding } })).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

/**
 * The partner run's latencies apart (docs/requirements/performance.md#partner-speed): each slice opens 20 new connections, and a
 * connection's first answer also waited to be accepted (decision 0980).
 */
function partnerLatencyLines(floor: LoadResult, site: LoadResult): string[] {
  const row = (name: string, r: LoadResult) => {
    const k = r.samples;
    if (!k) return `| ${name} | - | - | - | - | - | - |`;
    const ms = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(0));
    return `| ${name} | ${k.first.length} | ${ms(quantile(k.first, 0.5))} | ${ms(Math.max(...k.first))} | ${k.open.length} | ${ms(quantile(k.open, 0.5))} | ${ms(quantile(k.open, 0.99))} |`;
  };
  return [
    'p50 and p99 are of every answer of the four slices together. Apart: the first answer on each new connection (it also',
    'waited for the server to accept the connection: one per event-loop turn, decision 0980), and the answers on open connections.',
    '',
    '| Server | First answers | p50 (ms) | max (ms) | Answers on open connections | p50 (ms) | p99 (ms) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    row('floor', floor),
    row('site (partner)', site),
  ];
}

const fmt = (r: LoadResult) => `${r.rps.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)}`;
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}` : '-');

function newestMtime(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((max, e) => Math.max(max, statSync(path.join(e.parentPath, e.name)).mtimeMs), 0);
}

/** Builds the floor when it has no build or its app changed since. */
export function ensureFloorBuild() {
  const floor = path.join(ROOT, 'bench/remix-floor');
  const built = path.join(floor, 'build/server/index.js');
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(newestMtime(path.join(floor, 'app')), statSync(path.join(floor, 'vite.config.ts')).mtimeMs))
    return;
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/@remix-run/dev/dist/cli.js'), 'vite:build'], {
    cwd: floor,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Twenty public URLs of global: a spread of the sitemap (homes, listings, products, news) in several locales. */
export async function mixPaths(site: string): Promise<string[]> {
  const xml = await (await fetch(`${site}/sitemap.xml`)).text();
  const all = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const unique = [...new Set(all)];
  const step = Math.max(1, Math.floor(unique.length / 20));
  const picked = unique.filter((_, i) => i % step === 0).slice(0, 20);
  return picked.length === 20 ? picked : unique.slice(0, 20);
}

async function mixRun(server: Server, paths: string[], seconds: number) {
  const before = rssMb(server.child.pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(server.child.pid));
  }, 250);
  const result = await load(server.url, seconds, paths, server.child.pid);
  clearInterval(timer);
  await new Promise((r) => setTimeout(r, 2_000));
  const after = rssMb(server.child.pid);
  return { result, before, peak: Math.max(peak, after), after };
}

/** Heap of each embedded search index by locale, public and extranet side by side, MB (decision 0961). */
export function searchIndexTable(indexes: IndexSize[], otherMb: number): string[] {
  if (!indexes.length) return [];
  const byLocale = new Map<string, { public?: IndexSize; extranet?: IndexSize }>();
  for (const ix of indexes) {
    const locale = ix.name.split('_').at(-1) ?? ix.name;
    const row = byLocale.get(locale) ?? {};
    row[ix.name.includes('_extranet_') ? 'extranet' : 'public'] = ix;
    byLocale.set(locale, row);
  }
  const cell = (ix?: IndexSize) => (ix ? `${ix.heapMb.toFixed(2)} (${ix.records})` : '-');
  const total = indexes.reduce((n, ix) => n + ix.heapMb, 0);
  return [
    '',
    '| Locale | Public index, MB of heap (records) | Extranet index, MB (records) |',
    '|---|---:|---:|',
    ...[...byLocale].map(([locale, row]) => `| ${locale} | ${cell(row.public)} | ${cell(row.extranet)} |`),
    `| all ${indexes.length} indexes | ${total.toFixed(1)} | |`,
    `| rest of the search layer (content answers read by the build, twin, clients) | ${otherMb.toFixed(1)} | |`,
  ];
}

/** What {@link runHttpBench} measured, for the report and for scaling.md. */
export interface HttpBenchReport {
  markdown: string;
  pages: Array<{
    label: string;
    static: LoadResult;
    /** The floor rendering this page's own tree and loader data (docs/requirements/performance.md#uncached-throughput). */
    floor: LoadResult;
    uncached: LoadResult;
    cached: LoadResult;
    htmlKb: number;
    elements: number;
    cachedBr: LoadResult;
    varnish: LoadResult | null;
  }>;
  bare: LoadResult;
  /** The partner page (docs/requirements/performance.md#partner-speed) and the floor rendering it, 20 connections each. */
  partner: { floor: LoadResult; site: LoadResult; warmUp: LoadResult; htmlKb: number; elements: number };
}

export async function runHttpBench(): Promise<HttpBenchReport> {
  if (!existsSync(SITE_BUNDLE)) throw new Error(`${SITE_BUNDLE} missing: build site-global first (npx nx run site-global:build)`);
  ensureFloorBuild();
  const servers: Server[] = [];
  const stops: Array<() => void> = [];
  const stopAll = () => {
    servers.forEach((s) => s.child.kill('SIGTERM'));
    stops.forEach((stop) => stop());
  };
  process.once('exit', stopAll);
  try {
    // The site as production starts it (decision 0960); the floor is plain Remix with node's defaults.
    const bundle = [...SERVER_NODE_FLAGS, SITE_BUNDLE];
    // The render gate (decision 0822) would shed 50 connections of one page: a throughput test, not a flood.
    const renderQueue = { RENDER_QUEUE_MAX: '1000' };
    // Each server its own DATA_DIR (PGlite is one process per folder), copied from one made here.
    const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'silca-bench-data-'));
    await initPgliteDataDir(path.join(dataRoot, 'template', 'leads-global'));
    const dataDir = (name: string) => {
      cpSync(path.join(dataRoot, 'template'), path.join(dataRoot, name), { recursive: true });
      return { DATA_DIR: path.join(dataRoot, name) };
    };
    const uncached = await start('site uncached', bundle, { PAGE_CACHE_TTL_S: '0', ...renderQueue, ...dataDir('uncached') }, '/readyz');
    servers.push(uncached);
    const cached = await start('site cached', bundle, { PAGE_CACHE_TTL_S: '60', PAGE_CACHE_STALE_S: '600', ...renderQueue, ...dataDir('cached') }, '/readyz');
    servers.push(cached);
    const readyRss = new Map([uncached, cached].map((s) => [s, rssMb(s.child.pid)]));
    // The deployment's shared cache (docs/operations/scaling.md) in front of the cached instance.
    let varnish: VarnishFront | null = null;
    try {
      const port = Number(new URL(cached.url).port);
      varnish = await startVarnishFront([port, port]);
      stops.push(varnish.stop);
    } catch (error) {
      notes.push(`no Varnish row: ${(error as Error).message}`);
    }
    // The saved copies: each page as the site renders it (no compression), served by node:http.
    const saved: Record<string, string> = {};
    for (const page of BENCH_PAGES) {
      for (let i = 0; i < 60 && saved[page.path] === undefined; i++) {
        const r = await fetch(uncached.url + page.path, { headers: { 'accept-encoding': 'identity' } });
        const body = await r.text();
        if (r.status === 200) saved[page.path] = body;
        else await new Promise((resolve) => setTimeout(resolve, 500));
      }
      if (saved[page.path] === undefined) throw new Error(`${page.path}: no 200 from the site`);
    }
    // Partner sessions (docs/requirements/performance.md#partner-speed): logged in through the embedded provider of the server the partner
    // run loads (sessions belong to one process's provider and secrets), a few at a time.
    const cookies: string[] = [];
    for (let i = 0; i < PARTNER_SESSIONS; i += 5)
      cookies.push(...(await Promise.all(Array.from({ length: Math.min(5, PARTNER_SESSIONS - i) }, () => partnerSession(cached.url)))));
    const partnerPage = await fetch(cached.url + PARTNER_PAGE.path, { headers: { cookie: cookies[0]!, 'accept-encoding': 'identity' } });
    const partnerHtml = await partnerPage.text();
    if (partnerPage.status !== 200) throw new Error(`${PARTNER_PAGE.path}: ${partnerPage.status} with a partner session`);
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'silca-bench-'));
    const savedFile = path.join(tmp, 'pages.json');
    writeFileSync(savedFile, JSON.stringify(saved));
    // The floor renders the same pages from their element trees and single-fetch loader data (decision 1044).
    const dataOf = async (url: string, cookie?: string): Promise<FloorLoaderData> => {
      const r = await fetch(url, { headers: cookie ? { cookie } : {} });
      if (r.status !== 200 || !r.body) throw new Error(`${url}: HTTP ${r.status}`);
      return loaderDataOf(r.body);
    };
    const floorPages: Record<string, FloorPage> = {};
    for (const p of BENCH_PAGES) floorPages[p.label] = floorPage(saved[p.path]!, await dataOf(uncached.url + dataPathOf(p.path)));
    floorPages[PARTNER_PAGE.label] = floorPage(partnerHtml, await dataOf(cached.url + dataPathOf(PARTNER_PAGE.path), cookies[0]!));
    const floorFile = path.join(tmp, 'floor-pages.json');
    writeFileSync(floorFile, JSON.stringify(floorPages));
    const floor = await start('floor', ['bench/remix-floor/server.mjs'], { FLOOR_PAGES: floorFile }, '/');
    servers.push(floor);
    const staticScript = `
      // Bytes, as a file server sends them: a string would be encoded to UTF-8 on every answer.
      const text = JSON.parse(require('node:fs').readFileSync(process.env.SAVED_PAGES, 'utf8'));
      const pages = Object.fromEntries(Object.entries(text).map(([path, html]) => [path, Buffer.from(html, 'utf8')]));
      require('node:http').createServer((req, res) => {
        const body = pages[req.url.split('?')[0]];
        if (!body) { res.statusCode = 404; return res.end(); }
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(body);
      }).listen(Number(process.env.PORT), '127.0.0.1');`;
    const statik = await start('static', ['-e', staticScript], { SAVED_PAGES: savedFile }, BENCH_PAGES[0].path);
    servers.push(statik);

    const bareHtml = await (await fetch(floor.url + '/')).text();
    const bareJs = namedJsGzipKb(bareHtml, path.join(ROOT, 'bench/remix-floor/build/client'));
    const siteClient = path.join(path.dirname(SITE_BUNDLE), 'client');
    const firstLoad = [...BENCH_PAGES, PARTNER_PAGE].map((p) => ({
      label: p.label,
      ...namedJsGzipKb(p === PARTNER_PAGE ? partnerHtml : saved[p.path]!, siteClient),
    }));
    const pages: HttpBenchReport['pages'] = [];
    await warm(floor, '/');
    const bare = await load(floor.url + '/', DURATION_S, undefined, floor.child.pid, 'identity', true);
    for (const page of BENCH_PAGES) {
      // Floor and uncached site interleaved: their ratio is the figure (docs/requirements/performance.md#uncached-throughput).
      const floorPath = `/page/${page.label}`;
      await warm(floor, floorPath);
      await warm(uncached, page.path);
      await warm(statik, page.path);
      const pair = await loadPair(
        { url: floor.url + floorPath, pid: floor.child.pid },
        { url: uncached.url + page.path, pid: uncached.child.pid },
        (DURATION_S * SLICES) / 2,
      );
      const f = pair.floor;
      const u = pair.site;
      await warm(cached, page.path);
      const c = await load(cached.url + page.path, DURATION_S, undefined, cached.child.pid);
      const s = await load(statik.url + page.path, DURATION_S, undefined, statik.child.pid);
      // As browsers ask: the stored brotli copy (decision 0842), made by the first such hit.
      await warmEncoded(cached.url + page.path, BROWSER_ACCEPT_ENCODING);
      const cachedBr = await load(cached.url + page.path, DURATION_S, undefined, cached.child.pid, BROWSER_ACCEPT_ENCODING);
      let varnishResult: LoadResult | null = null;
      if (varnish) {
        await warmEncoded(varnish.url + page.path, 'identity');
        varnishResult = await load(varnish.url + page.path, DURATION_S);
      }
      pages.push({
        label: page.label,
        static: s,
        floor: f,
        uncached: u,
        cached: c,
        htmlKb: Buffer.byteLength(saved[page.path]!) / 1024,
        elements: floorPages[page.label]!.elements,
        cachedBr,
        varnish: varnishResult,
      });
    }

    // The partner page: the production configuration (page cache on; partner pages bypass it),
    // 20 sessions as 20 connections, against the floor rendering the same page with as many.
    await warm(floor, `/page/${PARTNER_PAGE.label}`);
    for (const cookie of cookies) await (await fetch(cached.url + PARTNER_PAGE.path, { headers: { cookie, 'accept-encoding': 'identity' } })).arrayBuffer();
    // A warm-up run on both servers first: the cached site has rendered few pages so far and V8 needs seconds of load to optimise them.
    const partnerWarmUp = await load(cached.url + PARTNER_PAGE.path, PARTNER_WARM_UP_S, undefined, cached.child.pid, 'identity', true, {
      connections: PARTNER_SESSIONS,
      cookies,
    });
    await load(`${floor.url}/page/${PARTNER_PAGE.label}`, PARTNER_WARM_UP_S, undefined, floor.child.pid, 'identity', true, { connections: PARTNER_SESSIONS });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const partnerPair = await loadPair(
      { url: `${floor.url}/page/${PARTNER_PAGE.label}`, pid: floor.child.pid },
      { url: cached.url + PARTNER_PAGE.path, pid: cached.child.pid },
      (DURATION_S * SLICES) / 2,
      { connections: PARTNER_SESSIONS, cookies, keepSamples: true },
    );
    const partner = {
      ...partnerPair,
      warmUp: partnerWarmUp,
      htmlKb: Buffer.byteLength(partnerHtml) / 1024,
      elements: floorPages[PARTNER_PAGE.label]!.elements,
    };

    const paths = await mixPaths(uncached.url);
    for (const p of paths) {
      await warm(uncached, p, 0);
      await warm(cached, p, 0);
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const mixUncached = await mixRun(uncached, paths, MIX_S);
    const mixCached = await mixRun(cached, paths, MIX_S);

    const lines = [
      `## Throughput (docs/requirements/performance.md#uncached-throughput): static, floor of the same page, site uncached and cached, same run`,
      '',
      `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per run, no compression asked, latencies in ms, each server its own process; ` +
        `${os.cpus().length} CPUs, load average at start of the report ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}.`,
      '',
      'Floor: bench/remix-floor rendering the same page (its HTML as an element tree, its own loader data); uncached: site-global with',
      '`PAGE_CACHE_TTL_S=0`; both with a unique query per request, interleaved in 4 slices each. Load: 1-minute load average during the site runs.',
      '',
      '| Page | HTML (KB) | Elements | Static req/s | p50 | p99 | Floor req/s | p50 | p99 | Uncached req/s | p50 | p99 | Cached req/s | p50 | p99 | **Uncached / floor** | Cached / static | Load |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...pages.map(
        (p) =>
          `| ${p.label} | ${p.htmlKb.toFixed(0)} | ${p.elements} | ${fmt(p.static)} | ${fmt(p.floor)} | ${fmt(p.uncached)} | ${fmt(p.cached)} | **${ratio(p.uncached.rps, p.floor.rps)}** | ${ratio(p.cached.rps, p.static.rps)} | ${p.uncached.load1.toFixed(1)} |`,
      ),
      '',
      `Bare Remix page of the floor (\`/\`: a heading and 12 list items): ${fmt(bare)} (req/s, p50, p99), ${bare.cpuUs.toFixed(0)} µs CPU per request.`,
      '',
      `Partner page (never cached): \`${PARTNER_PAGE.path}\` on the site with its page cache on, ${PARTNER_SESSIONS} partner sessions (logged in through the`,
      `embedded provider) as ${PARTNER_SESSIONS} connections, interleaved with the floor rendering the same page at ${PARTNER_SESSIONS} connections.`,
      '',
      '| Page | HTML (KB) | Elements | Floor req/s | p50 | p99 | Partner req/s | p50 | p99 | **Partner / floor** | CPU µs floor / site | non-2xx | p99 < 250 ms | Load |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|',
      `| ${PARTNER_PAGE.label} | ${partner.htmlKb.toFixed(0)} | ${partner.elements} | ${fmt(partner.floor)} | ${fmt(partner.site)} | **${ratio(partner.site.rps, partner.floor.rps)}** | ${partner.floor.cpuUs.toFixed(0)} / ${partner.site.cpuUs.toFixed(0)} | ${partner.site.non2xx} | ${partner.site.p99 < 250 ? 'yes' : 'no'} | ${partner.site.load1.toFixed(1)} |`,
      '',
      ...partnerLatencyLines(partner.floor, partner.site),
      '',
      `Measured after a ${PARTNER_WARM_UP_S} s run at the same load on both servers. That run, the site's first seconds of partner pages after the logins: ${fmt(partner.warmUp)} (req/s, p50, p99), ${partner.warmUp.cpuUs.toFixed(0)} µs CPU per request.`,
      '',
      'Server CPU per request (user + system time of the server process / answers, µs; on a busy machine this is the fairer',
      'comparison: 1,000,000 / µs is the requests/s one idle core would give). Ratios: floor / uncached and static / cached CPU.',
      '',
      '| Page | Static | Floor | Uncached | Cached | Uncached vs floor | Cached vs static |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...pages.map(
        (p) =>
          `| ${p.label} | ${p.static.cpuUs.toFixed(0)} | ${p.floor.cpuUs.toFixed(0)} | ${p.uncached.cpuUs.toFixed(0)} | ${p.cached.cpuUs.toFixed(0)} | ${ratio(p.floor.cpuUs, p.uncached.cpuUs)} | ${ratio(p.static.cpuUs, p.cached.cpuUs)} |`,
      ),
      '',
      'Cached pages as browsers and the shared cache get them, same run: the site cached with `Accept-Encoding: ' + BROWSER_ACCEPT_ENCODING + '`',
      '(its stored brotli copy, decision 0842), and Varnish (ops/varnish/site.vcl) in front of the cached site, no compression asked.',
      '',
      '| Page | Static req/s | Cached, br asked req/s | p50 | p99 | CPU µs | Varnish in front req/s | p50 | p99 | Cached br / static | Varnish / static |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...pages.map(
        (p) =>
          `| ${p.label} | ${p.static.rps.toFixed(0)} | ${fmt(p.cachedBr)} | ${p.cachedBr.cpuUs.toFixed(0)} | ${p.varnish ? fmt(p.varnish) : '- | - | -'} | ${ratio(p.cachedBr.rps, p.static.rps)} | ${p.varnish ? ratio(p.varnish.rps, p.static.rps) : '-'} |`,
      ),
      '',
      `Mix of ${paths.length} public URLs (${MIX_S} s each, cycled per connection): ${paths.slice(0, 4).join(', ')}, ...`,
      '',
      '| Server | req/s | p50 (ms) | p99 (ms) | CPU µs/req | errors / non-2xx | RSS before (MB) | RSS peak (MB) | RSS after (MB) |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...[
        ['site uncached', mixUncached],
        ['site cached', mixCached],
      ].map(([name, m]) => {
        const r = m as Awaited<ReturnType<typeof mixRun>>;
        return `| ${name as string} | ${r.result.rps.toFixed(0)} | ${r.result.p50.toFixed(0)} | ${r.result.p99.toFixed(0)} | ${r.result.cpuUs.toFixed(0)} | ${r.result.errors} / ${r.result.non2xx} | ${r.before.toFixed(0)} | ${r.peak.toFixed(0)} | ${r.after.toFixed(0)} |`;
      }),
    ];
    lines.push(
      '',
      `First-load JavaScript named by the page (module scripts, their imports and \`modulepreload\` links, gzip -9), against the bare Remix page of the floor: ${bareJs.kb.toFixed(1)} KB (${bareJs.files} files); budget bare + ${FIRST_LOAD_BUDGET_KB} KB = ${(bareJs.kb + FIRST_LOAD_BUDGET_KB).toFixed(1)} KB.`,
      '',
      '| Page | JS gzip (KB) | Files | Over the bare page (KB) | Within budget |',
      '|---|---:|---:|---:|---|',
      ...firstLoad.map(
        (f) =>
          `| ${f.label} | ${f.kb.toFixed(1)} | ${f.files} | ${(f.kb - bareJs.kb).toFixed(1)} | ${f.kb <= bareJs.kb + FIRST_LOAD_BUDGET_KB ? 'yes' : 'no'} |`,
      ),
    );
    const errors = pages
      .flatMap((p) => [p.static, p.floor, p.uncached, p.cached, p.cachedBr, ...(p.varnish ? [p.varnish] : [])])
      .concat(partner.floor, partner.site)
      .reduce((n, r) => n + r.errors + r.non2xx, 0);
    lines.push(
      '',
      'Cold start of the production bundle with the embedded services (docs/requirements/performance.md#production-process): spawn to the first 200 of `/healthz` (live) and of',
      '`/readyz` (content, search indexes, leads database and login provider answer), with an existing leads database.',
      '',
      '| Server | /healthz (ms) | /readyz (ms) | RSS when ready (MB) |',
      '|---|---:|---:|---:|',
      ...[uncached, cached].map((s) => `| ${s.name} | ${s.healthzMs.toFixed(0)} | ${s.readyMs.toFixed(0)} | ${(readyRss.get(s) ?? Number.NaN).toFixed(0)} |`),
    );
    // The site's search indexes, built in this process as the site builds them (docs/requirements/performance.md#measuring).
    const searchSize = await searchIndexSize();
    lines.push(
      '',
      `Embedded search indexes of global (built in the bench process as the site builds them): ${searchSize.summary || 'no summary line'}, ` +
        `${searchSize.heapMb.toFixed(1)} MB of heap, ${(searchSize.ms / 1000).toFixed(1)} s to ready.`,
      ...searchIndexTable(searchSize.indexes, searchSize.otherMb),
    );
    lines.push(
      '',
      `Load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}.`,
    );
    if (errors > 0) {
      const rows = pages.flatMap((p) =>
        [
          ['static', p.static],
          ['floor', p.floor],
          ['uncached', p.uncached],
          ['cached', p.cached],
          ['cached br', p.cachedBr],
        ].map(([n, r]) => [`${p.label} ${n as string}`, r as LoadResult] as const),
      );
      rows.push(['partner floor', partner.floor], ['partner site', partner.site]);
      const which = rows.filter(([, r]) => r.errors + r.non2xx > 0).map(([n, r]) => `${n} ${r.errors}/${r.non2xx}`);
      notes.push(`${errors} errors or non-2xx answers in the page runs (errors/non-2xx: ${which.join(', ')}).`);
    }
    if (notes.length > 0) lines.push('', ...notes.map((n) => `Note: ${n}`));
    return { markdown: lines.join('\n'), pages, bare, partner };
  } finally {
    stopAll();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runHttpBench().then(
    (report) => {
      process.stdout.write(`${report.markdown}\n`);
      process.exit(0);
    },
    (error: unknown) => {
      process.stderr.write(`bench-http failed: ${(error as Error).stack ?? error}\n`);
      process.exit(1);
    },
  );
}
