/**
 * Lighthouse benchmark (docs/requirements/performance.md#front-end-budget): mobile Lighthouse, 3 runs per page, on site-global's production
 * bundle (LIGHTHOUSE_BUNDLE / BENCH_SITE_BUNDLE), over HTTPS and HTTP/2 through a local TLS front and directly over HTTP/1.1 (decision
 * 0988), in Debian's chromium (CHROME_PATH, CHROMIUM_PATH, /usr/bin/chromium); nothing is downloaded. Prints per page the scores and median
 * LCP, TBT, FCP, Speed Index, worst CLS, console and CSP issues and the LCP element, with the load average beside them: figures, not
 * assertions.
 * Usage: `npm run bench:lighthouse` (after `npx nx run site-global:build`).
 * Optional: LIGHTHOUSE_RUNS (3), LIGHTHOUSE_OUT (JSON reports), LIGHTHOUSE_THROTTLING (`simulate` or `devtools`), LIGHTHOUSE_PROTOCOL
 * (`both`, `h2`, `http1`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BENCH_PAGES } from './bench-http';
import { freePort } from './lib/free-port';
import { startTlsFront } from './lib/tls-front';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUNDLE = path.resolve(ROOT, process.env.LIGHTHOUSE_BUNDLE ?? process.env.BENCH_SITE_BUNDLE ?? 'apps/site-global/build/server.mjs');
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse's throttling method (see the header): the scores of the goal are `simulate`'s. */
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
/** How the pages are reached (see the header): `h2` through the TLS front, `http1` directly. */
export type LighthouseProtocol = 'h2' | 'http1';
const PROTOCOLS: LighthouseProtocol[] =
  process.env.LIGHTHOUSE_PROTOCOL === 'h2' ? ['h2'] : process.env.LIGHTHOUSE_PROTOCOL === 'http1' ? ['http1'] : ['h2', 'http1'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The three pages of docs/requirements/performance.md#uncached-throughput: the throughput benchmark's own list. */
export const LIGHTHOUSE_PAGES = BENCH_PAGES;

/** Times in ms; score 0..100. */
export interface LighthouseRun {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  speedIndex: number;
  consoleErrors: string[];
  cspIssues: string[];
  lcpElement: string;
  benchmarkIndex: number;
}

/** The lower middle for an even count; NaN when empty. */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

type Audit = { numericValue?: number; details?: { items?: unknown[] } };
type Lhr = {
  categories: { performance?: { score: number | null } };
  audits: Record<string, Audit | undefined>;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code?: string };
};

/** The first `node.snippet` in an audit's details (the LCP element's HTML, shortened). */
function firstSnippet(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const node = (value as { node?: { snippet?: unknown } }).node;
  if (typeof node?.snippet === 'string') return node.snippet.replace(/\s+/g, ' ').slice(0, 90);
  for (const child of Object.values(value)) {
    const found = firstSnippet(child);
    if (found) return found;
  }
  return '';
}

export function summarise(lhr: Lhr): LighthouseRun {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (id: string) => (lhr.audits[id]?.details?.items ?? []) as Record<string, unknown>[];
  const consoleErrors = items('errors-in-console').map((i) => String(i.description ?? i.source ?? '').slice(0, 160));
  const cspIssues = [
    ...items('inspector-issues')
      .filter((i) => /content security policy/i.test(String(i.issueType ?? '')))
      .map((i) => String(i.issueType)),
    ...consoleErrors.filter((e) => /Content Security Policy|Refused to/i.test(e)),
  ];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    speedIndex: value('speed-index'),
    consoleErrors,
    cspIssues,
    lcpElement: firstSnippet(lhr.audits['largest-contentful-paint-element']?.details),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

async function waitReady(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`site exited ${child.exitCode} before ${url} answered`);
    try {
      const r = await fetch(url);
      await r.arrayBuffer();
      if (r.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs / 1000} s`);
}

async function startSite(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      STORYBLOK_TOKEN: '',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'silca-lighthouse-')),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitReady(`${url}/readyz`, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { url, child };
}

/** How many times a run that Lighthouse itself could not complete (NO_NAVSTART...) is retried. */
const ATTEMPTS = 3;

/** One mobile Lighthouse run in a fresh chromium; a `runtimeError` run (a loaded machine) is retried up to {@link ATTEMPTS} times. */
async function runOnce(url: string): Promise<{ run: LighthouseRun; report: string; retries: string[] }> {
  const retries: string[] = [];
  // The TLS front's certificate is self-signed: only its runs are told to accept it.
  const chromeFlags = url.startsWith('https:') ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS;
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags, logLevel: 'silent' });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'best-practices'],
        throttlingMethod: THROTTLING,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const lhr = result.lhr as unknown as Lhr;
      if (!lhr.runtimeError) return { run: summarise(lhr), report: String(result.report), retries };
      retries.push(lhr.runtimeError.code ?? 'runtime error');
      if (attempt >= ATTEMPTS) throw new Error(`Lighthouse could not complete ${url}: ${retries.join(', ')}`);
    } finally {
      chrome.kill();
    }
  }
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : 'n/a');

const TITLES: Record<LighthouseProtocol, string> = {
  h2: 'as visitors reach it: HTTPS and HTTP/2 through a local TLS front',
  http1: 'directly: plain HTTP/1.1 to the Node server',
};

export async function runLighthouseBench(): Promise<string> {
  const out = process.env.LIGHTHOUSE_OUT ? path.resolve(process.env.LIGHTHOUSE_OUT) : null;
  if (out) mkdirSync(out, { recursive: true });
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
  const site = await startSite();
  const lines: string[] = [];
  const benchmarkIndexes: number[] = [];
  const retried: string[] = [];
  try {
    const front = await startTlsFront(site.url);
    try {
      // Warm the page cache as production traffic would (first request of a page renders it).
      for (const page of LIGHTHOUSE_PAGES) await (await fetch(site.url + page.path)).arrayBuffer();
      for (const protocol of PROTOCOLS) {
        const origin = protocol === 'h2' ? front.url : site.url;
        lines.push(
          `## Lighthouse mobile, ${TITLES[protocol]} (site-global production bundle, ${RUNS} runs per page${THROTTLING === 'devtools' ? ', devtools throttling: measured, not simulated' : ''})`,
          '',
          '| Page | Performance (runs) | Median | LCP (ms) | TBT (ms) | FCP (ms) | Speed Index (ms) | CLS (max) | Console errors | CSP issues | LCP element |',
          '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
        );
        for (const page of LIGHTHOUSE_PAGES) {
          const runs: LighthouseRun[] = [];
          for (let i = 0; i < RUNS; i++) {
            const { run, report, retries } = await runOnce(origin + page.path);
            runs.push(run);
            retried.push(...retries.map((code) => `${protocol} ${page.label} ${code}`));
            benchmarkIndexes.push(run.benchmarkIndex);
            if (out) writeFileSync(path.join(out, `${protocol}-${page.label}-${i + 1}.json`), report);
          }
          lines.push(...pageRows(page.label, runs));
        }
        lines.push('');
      }
    } finally {
      await front.close();
    }
  } finally {
    site.child.kill('SIGTERM');
  }
  lines.push(`Load average at the start: ${load} (${os.cpus().length} cores). Lighthouse benchmark index: ${ms(median(benchmarkIndexes))}.`);
  if (retried.length > 0) lines.push(`Runs Lighthouse could not complete and repeated: ${retried.join(', ')}.`);
  return lines.join('\n');
}

/** A page's table row (scores of each run, medians, worst CLS) and a row per distinct console or CSP message. */
function pageRows(label: string, runs: LighthouseRun[]): string[] {
  const score = median(runs.map((r) => r.score));
  const middle = runs.find((r) => r.score === score) ?? runs[0]!;
  const errors = Math.max(...runs.map((r) => r.consoleErrors.length));
  const csp = Math.max(...runs.map((r) => r.cspIssues.length));
  return [
    `| ${label} | ${runs.map((r) => r.score).join(', ')} | ${score} | ${ms(median(runs.map((r) => r.lcp)))} | ${ms(median(runs.map((r) => r.tbt)))} | ${ms(median(runs.map((r) => r.fcp)))} | ${ms(median(runs.map((r) => r.speedIndex)))} | ${Math.max(...runs.map((r) => r.cls)).toFixed(3)} | ${errors} | ${csp} | \`${middle.lcpElement.replace(/\|/g, '\\|')}\` |`,
    ...[...new Set(runs.flatMap((r) => [...r.consoleErrors, ...r.cspIssues]))].map((message) => `|  | ${label}: ${message.replace(/\|/g, '\\|')} |`),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runLighthouseBench().then(
    (report) => {
      process.stdout.write(`${report}\n`);
      process.exit(0);
    },
    (error: unknown) => {
      process.stderr.write(`bench-lighthouse failed: ${(error as Error).stack ?? error}\n`);
      process.exit(1);
    },
  );
}
