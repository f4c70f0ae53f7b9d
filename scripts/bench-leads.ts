/**
 * Leads durability bench (docs/requirements/forms.md#leads): 1,000 form submissions from 50 concurrent clients to the
 * production build of site-global while its SMTP server is down; the server is killed with
 * SIGKILL once in the middle and started again (clients retry what failed, as a browser would
 * resubmit); then the SMTP server comes up. Checks: every submission that got the thank-you
 * redirect is in the database exactly once and was mailed exactly once. Prints submissions per
 * second and the action's p50/p99 latency. Needs `nx run site-global:build` first.
 * Usage: node --import tsx scripts/bench-leads.ts [--total 1000] [--concurrency 50]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite, startSmtpSink } from '@silca/forms';
import { freePort } from './lib/free-port';
import { SERVER_NODE_FLAGS } from './lib/server-node-flags';

const ROOT = path.resolve(import.meta.dirname, '..');
const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : def;
};
const TOTAL = arg('total', 1000);
// The build under test: `--app path/to/site-global` (a private copy, so a concurrent rebuild cannot pull it away).
const APP = (() => {
  const i = process.argv.indexOf('--app');
  return i >= 0 ? path.resolve(process.argv[i + 1]!) : path.join(ROOT, 'apps/site-global');
})();
const CONCURRENCY = arg('concurrency', 50);
const PAGE = '/en/global/contact-us/request-information';

const dataDir = mkdtempSync(path.join(tmpdir(), 'silca-bench-leads-'));
const sitePort = await freePort();
const smtpPort = await freePort();
const base = `http://127.0.0.1:${sitePort}`;

function startSite(): ChildProcess {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(APP, 'build/server.mjs')], {
    cwd: ROOT,
    // The server's log, for a failed start: {dataDir}/site.log.
    stdio: ['ignore', 'ignore', openSync(path.join(dataDir, 'site.log'), 'a')],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      STORYBLOK_TOKEN: '',
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      FORM_MIN_FILL_MS: '0',
      FORM_RATE_LIMIT: '100000',
      LEADS_OUTBOX_POLL_MS: '200',
      LEADS_RETRY_BASE_MS: '200',
      LEADS_RETRY_MAX_MS: '2000',
    },
  });
}

async function waitUp(timeoutMs = 300_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${base}/en/global/contact-us/request-information`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`site did not start (log: ${path.join(dataDir, 'site.log')})`);
}

let site = startSite();
await waitUp();
const html = await (await fetch(base + PAGE)).text();
if (!/name="_form_token" value="[^"]+"/.test(html)) throw new Error('no form token on the page');

// Each submission is one visitor: its own token (single use, decision 0935), fetched once as the
// page does on hydration; its retries resend the same token and values.
const tokens = new Map<number, string>();
async function tokenFor(i: number): Promise<string | null> {
  const known = tokens.get(i);
  if (known) return known;
  try {
    const res = await fetch(`${base}/api/form-token`);
    if (!res.ok) return null;
    const { token } = (await res.json()) as { token: string };
    tokens.set(i, token);
    return token;
  } catch {
    return null;
  }
}

const latencies: number[] = [];
const accepted = new Set<number>();
let next = 0;
let killed = false;
let restarting: Promise<void> | null = null;

async function submit(i: number): Promise<boolean> {
  const token = await tokenFor(i);
  if (!token) return false;
  const body = new URLSearchParams({ form_key: 'contact', _form_token: token, email: `bench-${i}@example.com`, company: `Bench ${i}`, consent: 'yes' });
  body.append('interests', 'documentation');
  const t0 = performance.now();
  try {
    const res = await fetch(base + PAGE, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    });
    await res.arrayBuffer();
    if (res.status === 303 && res.headers.get('location')?.includes('thank-you')) {
      latencies.push(performance.now() - t0);
      return true;
    }
    return false;
  } catch {
    return false;
  }
}

const started = performance.now();
async function client() {
  while (next < TOTAL) {
    const i = next++;
    if (!killed && i === Math.floor(TOTAL / 2)) {
      killed = true;
      site.kill('SIGKILL');
      restarting = (async () => {
        await new Promise((r) => setTimeout(r, 200));
        site = startSite();
        await waitUp();
      })();
    }
    // A browser whose post failed (server gone) resubmits the same form: same token and values.
    for (let attempt = 0; attempt < 100; attempt++) {
      if (await submit(i)) {
        accepted.add(i);
        break;
      }
      if (restarting) await restarting;
      else await new Promise((r) => setTimeout(r, 100));
    }
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, client));
const elapsedS = (performance.now() - started) / 1000;

// The SMTP server comes back: every stored lead must be mailed exactly once.
const sink = await startSmtpSink({ dir: path.join(dataDir, 'received'), port: smtpPort });
const mailCount = () => readdirSync(sink.dir).filter((f) => f.endsWith('.eml')).length;
const deadline = Date.now() + 180_000;
while (mailCount() < accepted.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
await new Promise((r) => setTimeout(r, 3000)); // any duplicate would arrive now
site.kill('SIGTERM');
await new Promise((r) => site.once('exit', r));
await sink.close();

const db = await openPglite(path.join(dataDir, 'leads-global'));
const { rows } = await db.query<{ email: string; n: number }>(`SELECT email, count(*)::int AS n FROM leads GROUP BY email`);
await db.close();
const stored = new Map(rows.map((r) => [r.email, r.n]));
const mails = readdirSync(sink.dir)
  .filter((f) => f.endsWith('.eml'))
  .map((f) => /bench-(\d+)@example\.com/.exec(readFileSync(path.join(sink.dir, f), 'utf8'))?.[1]);
const mailed = new Map<string, number>();
for (const m of mails) if (m) mailed.set(m, (mailed.get(m) ?? 0) + 1);
let missingInDb = 0;
let duplicateInDb = 0;
let notMailedOnce = 0;
for (const i of accepted) {
  const n = stored.get(`bench-${i}@example.com`) ?? 0;
  if (n === 0) missingInDb++;
  if (n > 1) duplicateInDb++;
  if (mailed.get(String(i)) !== 1) notMailedOnce++;
}
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1);
const report = {
  submissions: TOTAL,
  concurrency: CONCURRENCY,
  acceptedWithThankYou: accepted.size,
  leadsInDb: rows.length,
  missingInDb,
  duplicateInDb,
  mailsDelivered: mails.length,
  notMailedExactlyOnce: notMailedOnce,
  submissionsPerSecond: Number((TOTAL / elapsedS).toFixed(1)),
  actionLatencyMs: { p50: pct(50), p99: pct(99) },
  killedAndRestartedOnce: killed,
};
process.stdout.write(JSON.stringify(report, null, 2) + '\n');
process.exitCode = missingInDb || duplicateInDb || notMailedOnce || accepted.size !== TOTAL ? 1 : 0;
