/**
 * `npm run bench`: every benchmark of the project, printed as Markdown (copy into BENCHMARKS.md).
 * Content layer (upstream requests per page view cold/warm, cache hit latency, memory), the
 * route table (parse/build/redirect/alternates timings), the site (client JS per page, response
 * times of the production build), throughput against a static server and the bare Remix floor,
 * uncached and cached, with a 20-URL mix and its RSS (scripts/bench-http.ts, docs/requirements/performance.md#measuring), then the
 * other areas' benchmarks when present (memory of one instance under the mix, search, outage, hostile floods, leads, partner sessions, Lighthouse: a missing or failing one is
 * reported, not fatal). Exits non-zero when a warm page view reaches upstream.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatContentBench, runContentBench } from './bench-content';
import { runHttpBench } from './bench-http';
import { runSiteBench } from './bench-site';

const ROOT = path.resolve(import.meta.dirname, '..');
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const content = await runContentBench();
process.stdout.write(`${formatContentBench(content)}\n\n`);

process.stdout.write('## Route table (libs/i18n)\n\n');
process.stdout.write(execFileSync(process.execPath, ['--import', 'tsx', 'libs/i18n/scripts/bench.ts'], { cwd: ROOT }).toString());
process.stdout.write('\n');
process.stdout.write(execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench-route-tree.ts'], { cwd: ROOT }).toString());
process.stdout.write('\n');

process.stdout.write(`${await runSiteBench()}\n\n`);

const http = await runHttpBench();
process.stdout.write(`${http.markdown}\n\n`);

/** The other engineers' benchmarks (docs/requirements/performance.md#measuring): each in its own process, with a time limit. */
const OTHERS = [
  'scripts/bench-memory.ts',
  'scripts/bench-search.ts',
  'scripts/bench-outage.ts',
  'scripts/bench-hostile.ts',
  'scripts/bench-leads.ts',
  'scripts/bench-sessions.ts',
  'scripts/bench-lighthouse.ts',
];
const LIMIT_MS = Number(process.env.BENCH_OTHER_LIMIT_S ?? 150) * 1000;
/** The outage bench starts the site twice and waits for its search indexes each time, Lighthouse runs 18 audits (9 per way of reaching the site): more room. */
const LIMIT_FACTOR: Record<string, number> = { 'scripts/bench-outage.ts': 2, 'scripts/bench-hostile.ts': 2, 'scripts/bench-lighthouse.ts': 12 };
const summary: string[] = [];
for (const script of OTHERS) {
  if (!existsSync(path.join(ROOT, script))) {
    summary.push(`- ${script}: not present, skipped`);
    continue;
  }
  const t0 = Date.now();
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', script], {
    cwd: ROOT,
    timeout: LIMIT_MS * (LIMIT_FACTOR[script] ?? 1),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(0);
  if (run.stdout) process.stdout.write(`${run.stdout.trimEnd()}\n\n`);
  if (run.error || run.status !== 0) {
    const why = run.error ? String(run.error.message) : `exit ${run.status ?? run.signal}`;
    summary.push(`- ${script}: FAILED (${why}, ${seconds} s): ${(run.stderr ?? '').trim().split('\n').slice(-3).join(' | ')}`);
  } else {
    summary.push(`- ${script}: ok (${seconds} s)`);
  }
}
process.stdout.write(`## Other benchmarks\n\n${summary.join('\n')}\n\nWhole bench: ${elapsed()}.\n`);
process.exit(content.pageViews.some((p) => p.warm !== 0) ? 1 : 0);
