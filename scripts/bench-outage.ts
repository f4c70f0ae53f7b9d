/**
 * Outage and flood benchmark (docs/requirements/hardening.md#slow-cms, decision 0661): how fast already cached pages answer
 * while the CMS is down, slow (10 s per answer) or while 100 distinct uncached URLs arrive at
 * once. Starts site-global's production build as a child process, pointed at a controllable
 * proxy in front of the embedded Storyblok server, warms a set of pages, then for each scenario
 * measures the cached pages (p50, p99, max in ms) with 8 concurrent clients for a few seconds
 * while the scenario runs, and the answers of the uncached URLs (status counts, slowest).
 * Goal (docs/requirements/hardening.md#slow-cms): cached p99 under 250 ms; no request waits longer than STORYBLOK_TIMEOUT_MS.
 *
 * `node --import tsx scripts/bench-outage.ts` (needs `nx run site-global:build`); prints Markdown.
 * BENCH_OUTAGE_SECONDS (default 6) sets the measuring time per scenario, BENCH_OUTAGE_CLIENTS
 * (default 8) the concurrent clients on the cached pages. Exported
 * `runOutageBench()` returns the Markdown for `npm run bench`.
 */
import { cpus, loadavg } from 'node:os';
import { startSiteBehindProxy } from './lib/site-behind-proxy';

const TIMEOUT_MS = 5000;
const CACHED = ['/en/global', '/it/global', '/en/global/products', '/de/global', '/en/global/category/key-blanks', '/fr/global'];
const CLIENTS = Number(process.env.BENCH_OUTAGE_CLIENTS ?? 8);

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
    uncached: un.length
      ? { n: un.length, statuses, max: Math.max(...un.map((r) => r.ms)), overTimeout: un.filter((r) => r.ms > TIMEOUT_MS + 500).length }
      : null,
  };
}

async function runOnce(pageCache: boolean, seconds: number): Promise<ScenarioResult[]> {
  const site = await startSiteBehindProxy('outage', {
    STORYBLOK_TIMEOUT_MS: String(TIMEOUT_MS),
    // Revalidate often, so the CMS is asked during every scenario.
    STORYBLOK_CV_TTL_S: '1',
    PAGE_CACHE_TTL_S: pageCache ? '1' : '0',
  });
  const { base, proxy } = site;
  try {
    for (const u of CACHED) await timed(base + u);
    const distinct = (tag: string) => Array.from({ length: 100 }, (_, i) => `/en/global/products/${tag}-${i}`);
    const results: ScenarioResult[] = [];
    results.push(await measure(base, seconds, 'CMS up (baseline)', []));
    results.push(await measure(base, seconds, 'CMS up, 100 parallel distinct uncached URLs', distinct('flood')));
    proxy.mode = 'slow';
    results.push(await measure(base, seconds, 'CMS slow (10 s), 100 distinct uncached URLs', distinct('slow')));
    proxy.mode = 'down';
    results.push(await measure(base, seconds, 'CMS down, 100 distinct uncached URLs', distinct('down')));
    proxy.mode = 'up';
    return results;
  } finally {
    await site.close();
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
    const statuses = u
      ? Object.entries(u.statuses)
          .map(([s, n]) => `${n}x${s}`)
          .join(' ')
      : '-';
    lines.push(
      `| ${r.name} | ${r.cached.n} | ${r.cached.p50.toFixed(1)} | ${r.cached.p99.toFixed(1)} | ${r.cached.max.toFixed(0)} | ${r.cached.non200} | ${statuses} | ${u ? u.max.toFixed(0) : '-'} | ${u ? u.overTimeout : '-'} |`,
    );
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
    '## Outage and flood (scripts/bench-outage.ts, docs/requirements/hardening.md#slow-cms)',
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
