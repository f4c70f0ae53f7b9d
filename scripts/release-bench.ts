/**
 * Figures of one market's release for BENCHMARKS.md (docs/requirements/operations.md#release-bundles): cold `release-bundle` time (Vite
 * build + bundle, Nx cache skipped), the cached no-change run, the bundle's size, and its cold
 * start (spawn `node build/server.mjs` in an installed copy outside the repository -> first 200 on
 * `/healthz`, and -> first home page), median of N runs. Prints a Markdown table; asserts nothing.
 *
 * `node --import tsx scripts/release-bench.ts [site-italy] [--runs 5]`
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort } from './lib/free-port';

const WORKSPACE = path.resolve(import.meta.dirname, '..');

function timed(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

function bytesOf(dir: string, filter: (file: string) => boolean = () => true): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += bytesOf(full, filter);
    else if (filter(full)) total += statSync(full).size;
  }
  return total;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** One cold start of the installed release in `dir`: ms to healthy `/healthz` and to the home page. */
async function coldStart(dir: string, argv = ['build/server.mjs']): Promise<{ healthMs: number; homeMs: number }> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, argv, {
    cwd: dir,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('release server exited at start');
      if (
        await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const healthMs = performance.now() - t0;
    await (await fetch(`http://127.0.0.1:${port}/`)).text();
    return { healthMs, homeMs: performance.now() - t0 };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const args = process.argv.slice(2);
const project = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a)) ?? 'site-italy';
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
const nx = (...rest: string[]) => execFileSync('npx', ['nx', 'run', `${project}:release-bundle`, ...rest], { cwd: WORKSPACE, stdio: 'ignore' });

const load = os.loadavg()[0]!.toFixed(1);
const coldMs = timed(() => nx('--skip-nx-cache'));
nx(); // stores the result in the Nx cache (a --skip-nx-cache run does not)
const cachedMs = timed(() => nx());

const dir = path.join(WORKSPACE, 'dist/releases', project);
const serverFiles = (f: string) => f.endsWith('.mjs') && !f.includes(`${path.sep}client${path.sep}`);
const serverBytes = bytesOf(path.join(dir, 'build'), serverFiles);
const serverGzip = (() => {
  let total = 0;
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (serverFiles(full)) total += gzipSync(readFileSync(full)).length;
    }
  };
  walk(path.join(dir, 'build'));
  return total;
})();
const clientBytes = bytesOf(path.join(dir, 'build/client'));
const contentBytes = bytesOf(path.join(dir, 'content'));
const folderBytes = bytesOf(dir);

const temp = mkdtempSync(path.join(os.tmpdir(), 'silca-release-bench-'));
cpSync(dir, temp, { recursive: true });
const installMs = timed(() => execFileSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: temp, stdio: 'ignore' }));
const dependencies = Object.keys((JSON.parse(readFileSync(path.join(temp, 'package.json'), 'utf8')) as { dependencies: object }).dependencies).length;
const installed = readdirSync(path.join(temp, 'node_modules')).length;
const nodeModulesBytes = bytesOf(path.join(temp, 'node_modules'));
const starts: Array<{ healthMs: number; homeMs: number }> = [];
for (let i = 0; i < runs; i++) starts.push(await coldStart(temp));
rmSync(temp, { recursive: true, force: true });
// The former way, for comparison: TypeScript sources through tsx (the app's Vite build, workspace node_modules).
const tsxStarts: Array<{ healthMs: number; homeMs: number }> = [];
for (let i = 0; i < runs; i++) tsxStarts.push(await coldStart(path.join(WORKSPACE, 'apps', project), ['--import', 'tsx', 'server.ts']));

const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
const kb = (n: number) => (n / 1024).toFixed(0);
const s = (ms: number) => (ms / 1000).toFixed(1);
const health = starts.map((r) => r.healthMs);
const home = starts.map((r) => r.homeMs);
process.stdout.write(
  [
    `| ${project} release (load average ${load} on ${os.cpus().length} cores) | figure |`,
    '|---|---:|',
    `| cold \`nx run ${project}:release-bundle --skip-nx-cache\` (Vite build + bundle + copy) | ${s(coldMs)} s |`,
    `| cached no-change run (Nx restores the folder) | ${s(cachedMs)} s |`,
    `| server bundle JS (server.mjs + remix.mjs + chunks, not minified) | ${kb(serverBytes)} KB (${kb(serverGzip)} KB gzip) |`,
    `| client assets / embedded content / whole folder | ${mb(clientBytes)} / ${mb(contentBytes)} / ${mb(folderBytes)} MB |`,
    `| \`npm install --omit=dev\` (npm cache warm) | ${s(installMs)} s, ${dependencies} direct, ${installed} top-level packages, ${mb(nodeModulesBytes)} MB |`,
    `| cold start to \`/healthz\` 200, median of ${runs} (min-max) | ${s(median(health))} s (${s(Math.min(...health))}-${s(Math.max(...health))}) |`,
    `| cold start to the first home page, median of ${runs} | ${s(median(home))} s |`,
    `| before: \`node --import tsx server.ts\` to \`/healthz\` 200 / first home page, median of ${runs} | ${s(median(tsxStarts.map((r) => r.healthMs)))} s / ${s(median(tsxStarts.map((r) => r.homeMs)))} s |`,
  ].join('\n') + '\n',
);
