/**
 * Memory of one site instance with the embedded services under the 20-URL mix (docs/requirements/performance.md#memory, decisions
 * 0959-0961, 0976, 1031, 1032), in about 90 s: site-global's bundle with SERVER_NODE_FLAGS (`BENCH_NODE_FLAGS=none` for node's defaults, or
 * other flags), page cache off (`BENCH_PAGE_CACHE=1`: on), bench-http's mix for BENCH_MIX_S (40). Prints the RSS of the site and of site
 * plus stand-ins (ready, before, peak, after), req/s, p50/p99, CPU per request and the process's own heap figures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { initPgliteDataDir } from '../libs/forms/src/db';
import { load, mixPaths } from './bench-http';
import { freePort } from './lib/free-port';
import { SERVER_NODE_FLAGS } from './lib/server-node-flags';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUNDLE = path.resolve(ROOT, process.env.BENCH_SITE_BUNDLE ?? 'apps/site-global/build/server.mjs');
const MIX_S = Number(process.env.BENCH_MIX_S ?? 40);
/** ms after the mix for the "after" row (BENCH_AFTER_MS; longer shows what V8's idle collection leaves). */
const AFTER_MS = Number(process.env.BENCH_AFTER_MS ?? 2_000);
/** BENCH_HEAP_SNAPSHOTS=1: heap snapshots before and after the mix, for a diagnosis; such a run's figures do not count. */
const SNAPSHOTS = process.env.BENCH_HEAP_SNAPSHOTS === '1';
const PAGE_CACHE = process.env.BENCH_PAGE_CACHE === '1' ? { PAGE_CACHE_TTL_S: '60', PAGE_CACHE_STALE_S: '600' } : { PAGE_CACHE_TTL_S: '0' };
const FLAGS = process.env.BENCH_NODE_FLAGS === 'none' ? [] : process.env.BENCH_NODE_FLAGS ? process.env.BENCH_NODE_FLAGS.split(' ') : [...SERVER_NODE_FLAGS];

interface Sample {
  t: number;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** V8 heap space name -> [used, committed] bytes. */
  spaces?: Record<string, [number, number]>;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

function procRss(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** Pids of the processes `pid` started, and theirs (from /proc: the stand-ins' child of the site). */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/{pid}/stat, after the command name in parentheses.
      const ppid = Number(
        readFileSync(`/proc/${entry}/stat`, 'utf8')
          .replace(/^.*\) /, '')
          .split(' ')[1],
      );
      parentOf.set(Number(entry), ppid);
    } catch {
      // the process ended meanwhile
    }
  }
  const found: number[] = [];
  const walk = (p: number) => parentOf.forEach((ppid, child) => ppid === p && (found.push(child), walk(child)));
  walk(pid);
  return found;
}

/** RSS in bytes of the site process and of the processes it started, summed; 0 for one that ended. */
function treeRss(pid: number, children: number[]): { site: number; standIns: number } {
  const rssOf = (p: number) => {
    try {
      return procRss(p).rss;
    } catch {
      return 0;
    }
  };
  return { site: rssOf(pid), standIns: children.reduce((sum, p) => sum + rssOf(p), 0) };
}

function samples(file: string): Sample[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Sample);
}

function lastSample(file: string): Sample | undefined {
  return samples(file).at(-1);
}

/** The probe's own sample of the largest RSS from `from` (ms since the server started) on. */
function peakSample(file: string, from: number): Sample | undefined {
  return samples(file)
    .filter((s) => s.t >= from)
    .reduce<Sample | undefined>((best, s) => (best && best.rss >= s.rss ? best : s), undefined);
}

function row(label: string, rss: number, s: Sample | undefined): string {
  if (!s) return `| ${label} | ${mb(rss)} | - | - | - | - |`;
  return `| ${label} | ${mb(rss)} | ${mb(s.heapUsed)} / ${mb(s.heapTotal)} | ${mb(s.external)} (${mb(s.arrayBuffers)}) | ${mb(rss - s.heapTotal - s.external)} |`;
}

function spacesLine(s: Sample | undefined): string {
  if (!s?.spaces) return '-';
  return Object.entries(s.spaces)
    .filter(([, [, committed]]) => committed >= 1024 * 1024)
    .map(([name, [used, committed]]) => `${name.replace(/_space$/, '')} ${mb(used)}/${mb(committed)}`)
    .join(', ');
}

/** Three sequential requests of each path, then a pause: code compiled, caches as a visitor leaves them. */
async function warmPaths(url: string, paths: string[]) {
  for (let i = 0; i < 3; i++) for (const p of paths) await (await fetch(url + p, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer();
  await new Promise((r) => setTimeout(r, 1_000));
}

async function heapSnapshot(pid: number, dir: string, url: string) {
  const count = () => readdirSync(dir).filter((f) => f.endsWith('.heapsnapshot')).length;
  const before = count();
  process.kill(pid, 'SIGUSR2');
  // The server answers nothing while it writes: it is done when it answers again.
  while (count() === before) await new Promise((r) => setTimeout(r, 200));
  await fetch(`${url}/healthz`).then(
    (r) => r.arrayBuffer(),
    () => undefined,
  );
}

export async function runMemoryBench(): Promise<string> {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} missing: build site-global first (npx nx run site-global:build)`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'silca-bench-memory-'));
  await initPgliteDataDir(path.join(work, 'template', 'leads-global'));
  cpSync(path.join(work, 'template'), path.join(work, 'data'), { recursive: true });
  const probe = path.join(work, 'probe.jsonl');
  const serverLog = path.join(work, 'server-stdout.log');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  const snapshotFlags = SNAPSHOTS ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${work}`] : [];
  const child = spawn(process.execPath, [...FLAGS, ...snapshotFlags, '--import', path.join(ROOT, 'scripts/lib/memory-probe.mjs'), BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      STORYBLOK_TOKEN: '',
      DATA_DIR: path.join(work, 'data'),
      ...PAGE_CACHE,
      RENDER_QUEUE_MAX: '1000',
      MEMORY_PROBE_FILE: probe,
    },
    stdio: ['ignore', openSync(serverLog, 'w'), 'inherit'],
  });
  const pid = child.pid!;
  try {
    // Cold start (docs/requirements/performance.md#production-process): ms from spawn to the first 200 of /healthz, then of /readyz.
    const firstOk = async (probePath: string): Promise<number> => {
      while (Date.now() - t0 < 180_000) {
        if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}`);
        const ok = await fetch(url + probePath).then(
          async (r) => (await r.arrayBuffer(), r.status === 200),
          () => false,
        );
        if (ok) return Date.now() - t0;
        await new Promise((r) => setTimeout(r, 50));
      }
      return Number.NaN;
    };
    const healthzMs = await firstOk('/healthz');
    const readyMs = await firstOk('/readyz');
    await new Promise((r) => setTimeout(r, 1_000));
    const ready = procRss(pid);
    const readySample = lastSample(probe);
    // The stand-ins' process (libs/site dev-services.ts), started by the site before it was ready.
    const children = descendants(pid);
    const readyTree = treeRss(pid, children);
    const paths = await mixPaths(url);
    await warmPaths(url, paths);
    if (SNAPSHOTS) await heapSnapshot(pid, work, url);
    const before = procRss(pid);
    const beforeSample = lastSample(probe);
    const beforeTree = treeRss(pid, children);
    const mixFrom = beforeSample?.t ?? 0;
    let peak = { rss: 0, t: 0 };
    // Peaks of the stand-ins' process and of the sum, sampled at the same instants as the site's.
    let peakStandIns = 0;
    let peakWhole = 0;
    const timer = setInterval(() => {
      const tree = treeRss(pid, children);
      if (tree.site > peak.rss) peak = { rss: tree.site, t: Date.now() - t0 };
      peakStandIns = Math.max(peakStandIns, tree.standIns);
      peakWhole = Math.max(peakWhole, tree.site + tree.standIns);
    }, 250);
    const result = await load(url, MIX_S, paths, pid);
    clearInterval(timer);
    if (SNAPSHOTS) await heapSnapshot(pid, work, url);
    await new Promise((r) => setTimeout(r, AFTER_MS));
    const after = procRss(pid);
    const afterTree = treeRss(pid, children);
    const atPeak = peakSample(probe, mixFrom);
    const verdict = (value: number, goalMb: number) => `${mb(value)} MB (goal ${goalMb} MB: ${value <= goalMb * 1024 * 1024 ? 'met' : 'NOT met'})`;
    const afterSample = lastSample(probe);
    return [
      `## Memory of one instance under the 20-URL mix (scripts/bench-memory.ts)`,
      '',
      `site-global production bundle, node ${FLAGS.join(' ') || '(default flags)'}, embedded services, page cache ${PAGE_CACHE.PAGE_CACHE_TTL_S === '0' ? 'off' : 'on'}; ${paths.length} URLs (warmed), 50 connections, ${MIX_S} s:`,
      `${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, ${result.non2xx + result.errors} non-2xx or errors, ${result.cpuUs.toFixed(0)} µs CPU per request. /healthz after ${(healthzMs / 1000).toFixed(2)} s, /readyz after ${(readyMs / 1000).toFixed(1)} s.`,
      '',
      '| Moment | RSS (MB) | V8 heap used / reserved (MB) | external (of it array buffers) (MB) | rest: code, node, native (MB) |',
      '|---|---:|---:|---:|---:|',
      row('ready', ready.rss, readySample),
      row('before the mix (warmed)', before.rss, beforeSample),
      row('peak of the mix', peak.rss, atPeak),
      row('largest sample of the probe in the mix', atPeak?.rss ?? Number.NaN, atPeak),
      row(`${(AFTER_MS / 1000).toFixed(0)} s after`, after.rss, afterSample),
      '',
      `Memory measured apart (decision 1032), peak of the mix: the site process alone ${verdict(peak.rss, 250)}; the stand-ins' process ${mb(peakStandIns)} MB (${children.length} process${children.length === 1 ? '' : 'es'});`,
      `the whole embedded default (site + stand-ins, summed per sample) ${verdict(peakWhole, 500)}.`,
      '',
      '| Moment | site alone (MB) | stand-ins (MB) | whole embedded default (MB) |',
      '|---|---:|---:|---:|',
      ...(
        [
          ['ready', readyTree],
          ['before the mix (warmed)', beforeTree],
          [`${(AFTER_MS / 1000).toFixed(0)} s after`, afterTree],
        ] as const
      ).map(([label, t]) => `| ${label} | ${mb(t.site)} | ${mb(t.standIns)} | ${mb(t.site + t.standIns)} |`),
      `| peak of the mix | ${mb(peak.rss)} | ${mb(peakStandIns)} | ${mb(peakWhole)} |`,
      '',
      `Peak RSS of the site process's life (VmHWM): ${mb(after.hwm)} MB. Load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}.`,
      '',
      `V8 heap spaces at the peak, used/committed MB: ${spacesLine(atPeak)}.`,
      `Probe samples: ${probe}; server stdout: ${serverLog}.`,
    ].join('\n');
  } finally {
    child.kill('SIGTERM');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runMemoryBench().then(
    (text) => {
      process.stdout.write(`${text}\n`);
      process.exit(0);
    },
    (error: unknown) => {
      process.stderr.write(`bench-memory failed: ${(error as Error).stack ?? error}\n`);
      process.exit(1);
    },
  );
}
