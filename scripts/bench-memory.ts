/**
 * Memory of one site instance with the embedded services under the 20-URL mix
 * (docs/requirements/performance.md#speed-goals, decisions 0959-0961), in about 90 s instead of the whole
 * bench-http run: site-global's production bundle started as production starts it
 * (SERVER_NODE_FLAGS; `BENCH_NODE_FLAGS=none` starts it with node's defaults, to compare), on a
 * copy of a prepared leads database, page cache off (every request renders), then the mix of
 * bench-http (20 public URLs of the sitemap, 50 connections) for BENCH_MIX_S seconds (default 40).
 * Prints RSS when ready, at the peak (sampled every 250 ms from /proc) and after, and what the
 * process itself counted at those moments (scripts/lib/memory-probe.mjs): V8 heap used and
 * reserved, external memory (PGlite's WebAssembly memory, buffers) and the rest of the RSS
 * (code, node's own). Asserts nothing.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { initPgliteDataDir } from '../libs/forms/src/db';
import { cpuUs, load, mixPaths } from './bench-http';
import { freePort } from './lib/free-port';
import { SERVER_NODE_FLAGS } from './lib/server-node-flags';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUNDLE = path.resolve(ROOT, process.env.BENCH_SITE_BUNDLE ?? 'apps/site-global/build/server.mjs');
const MIX_S = Number(process.env.BENCH_MIX_S ?? 40);
const FLAGS = process.env.BENCH_NODE_FLAGS === 'none' ? [] : process.env.BENCH_NODE_FLAGS ? process.env.BENCH_NODE_FLAGS.split(' ') : [...SERVER_NODE_FLAGS];

interface Sample {
  t: number;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** VmRSS and VmHWM (peak RSS of the process's life) in bytes. */
function procRss(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

function lastSample(file: string, before = Number.POSITIVE_INFINITY): Sample | undefined {
  if (!existsSync(file)) return undefined;
  const samples = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Sample);
  return samples.filter((s) => s.t <= before).at(-1);
}

function row(label: string, rss: number, s: Sample | undefined): string {
  if (!s) return `| ${label} | ${mb(rss)} | - | - | - | - |`;
  return `| ${label} | ${mb(rss)} | ${mb(s.heapUsed)} / ${mb(s.heapTotal)} | ${mb(s.external)} (${mb(s.arrayBuffers)}) | ${mb(rss - s.heapTotal - s.external)} |`;
}

export async function runMemoryBench(): Promise<string> {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} missing: build site-global first (npx nx run site-global:build)`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'silca-bench-memory-'));
  await initPgliteDataDir(path.join(work, 'template', 'leads-global'));
  cpSync(path.join(work, 'template'), path.join(work, 'data'), { recursive: true });
  const probe = path.join(work, 'probe.jsonl');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  const child = spawn(process.execPath, [...FLAGS, '--import', path.join(ROOT, 'scripts/lib/memory-probe.mjs'), BUNDLE], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'error', STORYBLOK_TOKEN: '', DATA_DIR: path.join(work, 'data'), PAGE_CACHE_TTL_S: '0', RENDER_QUEUE_MAX: '1000', MEMORY_PROBE_FILE: probe },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = child.pid!;
  try {
    let readyMs = Number.NaN;
    while (Date.now() - t0 < 180_000) {
      if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}`);
      const ok = await fetch(`${url}/readyz`).then(
        async (r) => (await r.arrayBuffer(), r.status === 200),
        () => false,
      );
      if (ok) {
        readyMs = Date.now() - t0;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 1_000));
    const ready = procRss(pid);
    const readySample = lastSample(probe);
    const paths = await mixPaths(url);
    let peak = { rss: 0, t: 0 };
    const timer = setInterval(() => {
      const { rss } = procRss(pid);
      if (rss > peak.rss) peak = { rss, t: Date.now() - t0 };
    }, 250);
    const cpu0 = cpuUs(pid);
    const result = await load(url, MIX_S, paths, pid);
    clearInterval(timer);
    await new Promise((r) => setTimeout(r, 2_000));
    const after = procRss(pid);
    const peakSample = lastSample(probe, peak.t + 250);
    const afterSample = lastSample(probe);
    return [
      `## Memory of one instance under the 20-URL mix (scripts/bench-memory.ts)`,
      '',
      `site-global production bundle, node ${FLAGS.join(' ') || '(default flags)'}, embedded services, page cache off; ${paths.length} URLs, 50 connections, ${MIX_S} s:`,
      `${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(0)} ms, ${result.non2xx + result.errors} non-2xx or errors, ${((cpuUs(pid) - cpu0) / 1000 / Math.max(1, result.rps * MIX_S)).toFixed(1)} ms CPU per request. /readyz after ${(readyMs / 1000).toFixed(1)} s.`,
      '',
      '| Moment | RSS (MB) | V8 heap used / reserved (MB) | external (of it array buffers) (MB) | rest: code, node, native (MB) |',
      '|---|---:|---:|---:|---:|',
      row('ready', ready.rss, readySample),
      row('peak of the mix', peak.rss, peakSample),
      row('2 s after', after.rss, afterSample),
      '',
      `Peak RSS of the process's life (VmHWM): ${mb(after.hwm)} MB. Goal: 500 MB at the peak of the mix. Load average at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}.`,
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
