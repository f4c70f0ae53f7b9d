/**
 * `npm run bench`: every benchmark of the project, printed as Markdown (copy into BENCHMARKS.md).
 * Content layer (upstream requests per page view cold/warm, cache hit latency, memory), the
 * route table (parse/build/redirect/alternates timings) and the site (client JS per page, response
 * times of the production build). Exits non-zero when a warm page view reaches upstream.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { formatContentBench, runContentBench } from './bench-content';
import { runSiteBench } from './bench-site';

const ROOT = path.resolve(import.meta.dirname, '..');

const content = await runContentBench();
process.stdout.write(`${formatContentBench(content)}\n\n`);

process.stdout.write('## Route table (libs/i18n)\n\n');
process.stdout.write(execFileSync(process.execPath, ['--import', 'tsx', 'libs/i18n/scripts/bench.ts'], { cwd: ROOT }).toString());
process.stdout.write('\n');

process.stdout.write(`${await runSiteBench()}\n`);
process.exit(content.pageViews.some((p) => p.warm !== 0) ? 1 : 0);
