/**
 * Hostile floods benchmark (docs/requirements/hardening.md#hostile-requests, decisions 0880 and 0883): the RSS of site-global's
 * production build before, during and after (a) a body flood: chunked and declared 400 MB POSTs
 * to `/api/downloads`, `/auth/logout` and a form page, and (b) an unknown-URL flood: clients
 * asking for new unknown URLs while real uncached pages (first visits of sitemap URLs) are asked
 * beside them. Prints how the real pages answered, and how many CMS requests the same unknown
 * URLs cost when asked a second time (goal: 0).
 *
 * Loopback only: the site runs as a child process against the embedded Storyblok server behind
 * a counting proxy in this process. Bounded in time: BENCH_HOSTILE_SECONDS (default 8) per flood,
 * each upload stops at its answer or after 400 MB.
 * `node --import tsx scripts/bench-hostile.ts` (needs `nx run site-global:build`); prints Markdown.
 */
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { cpus, loadavg } from 'node:os';
import { startSiteBehindProxy } from './lib/site-behind-proxy';

const SECONDS = Number(process.env.BENCH_HOSTILE_SECONDS ?? 8);
const UPLOAD_BYTES = 400 * 1024 * 1024;

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Samples the RSS every 100 ms until stopped; returns the peak. */
function sampler(pid: number) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid));
  };
}

/** One upload on a raw socket: writes until the answer comes or `bytes` are sent; returns the status and bytes sent. */
function upload(port: number, target: string, chunked: boolean, bytes: number): Promise<{ status: number; sentMb: number }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let raw = '';
    let sent = 0;
    let answered = false;
    const done = () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0), sentMb: sent / 1024 / 1024 });
    socket.on('data', (d) => {
      raw += d.toString('latin1');
      answered = true;
    });
    socket.on('error', () => undefined);
    socket.on('close', done);
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on('connect', async () => {
      const framing = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${bytes}`;
      socket.write(
        `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nSec-Fetch-Site: same-origin\r\nContent-Type: application/x-www-form-urlencoded\r\n${framing}\r\n\r\n`,
      );
      const piece = Buffer.alloc(64 * 1024, 0x61);
      const chunk = chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
      while (sent < bytes && !answered && !socket.destroyed) {
        if (!socket.write(chunk)) await new Promise((r) => socket.once('drain', r).once('close', r));
        sent += piece.length;
      }
      if (!socket.destroyed && !answered) socket.end(chunked ? '0\r\n\r\n' : '');
    });
  });
}

async function timed(url: string): Promise<{ ms: number; status: number; retryAfter: boolean }> {
  const t = performance.now();
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    return { ms: performance.now() - t, status: res.status, retryAfter: res.headers.has('retry-after') };
  } catch {
    return { ms: performance.now() - t, status: 0, retryAfter: false };
  }
}

const countBy = (xs: number[]) =>
  Object.entries(xs.reduce<Record<string, number>>((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {}))
    .map(([s, n]) => `${n}x${s}`)
    .join(' ');
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const mb = (n: number) => `${n.toFixed(0)} MB`;
const idle = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Unknown URLs a scanner would ask: single-segment slugs, deep paths, wrong prefixes, landings. */
function unknownUrl(i: number, tag: string): string {
  const forms = [
    `/en/global/zz-${tag}-${i}`,
    `/it/global/prodotti/zz-${tag}-${i}`,
    `/en/global/a-${tag}-${i}/b/c/d`,
    `/wp-admin/${tag}-${i}.php`,
    `/de/global/produkte/zz-${tag}-${i}/x`,
  ];
  return forms[i % forms.length]!;
}

async function run(): Promise<string> {
  const site = await startSiteBehindProxy('hostile');
  const { base, port: sitePort, proxy } = site;
  const pid = site.child.pid!;
  const lines: string[] = [];
  try {
    // Real pages of the site, each asked once during the flood: first visits, so uncached renders.
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const real = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]!).filter((p) => p.startsWith('/en/') || p.startsWith('/it/'));
    await timed(`${base}/en/global`);
    const before = rssMb(pid);

    // (a) Body flood: 10 uploads of 400 MB at once, twice (chunked, then declared).
    const bodyTargets = [
      '/api/downloads',
      '/auth/logout',
      '/en/global/contacts',
      '/api/downloads',
      '/auth/logout',
      '/en/global/contacts',
      '/api/downloads',
      '/auth/logout',
      '/api/search',
      '/en/global',
    ];
    const stopBody = sampler(pid);
    const t0 = performance.now();
    const chunked = await Promise.all(bodyTargets.map((t) => upload(sitePort, t, true, UPLOAD_BYTES)));
    const declared = await Promise.all(bodyTargets.map((t) => upload(sitePort, t, false, UPLOAD_BYTES)));
    const bodySeconds = (performance.now() - t0) / 1000;
    const bodyPeak = stopBody();
    await idle(3000);
    const afterBody = rssMb(pid);
    const sentMb = [...chunked, ...declared].reduce((a, r) => a + r.sentMb, 0);

    // (b) Unknown-URL flood: 20 clients, a new unknown URL per request, for SECONDS; beside them
    // 2 clients visit real pages for the first time.
    const stopUnknown = sampler(pid);
    const until = Date.now() + SECONDS * 1000;
    const unknown: number[] = [];
    /** Unknown URLs answered 404 (looked up once); those refused with a 503 were never asked. */
    const asked: string[] = [];
    let n = 0;
    const flooder = async () => {
      while (Date.now() < until) {
        const url = unknownUrl(n++, 'flood');
        const status = (await timed(base + url)).status;
        unknown.push(status);
        if (status === 404) asked.push(url);
      }
    };
    const realAnswers: Array<{ ms: number; status: number; retryAfter: boolean }> = [];
    let next = 0;
    const visitor = async () => {
      while (Date.now() < until && next < real.length) realAnswers.push(await timed(base + real[next++]!));
    };
    await Promise.all([...Array.from({ length: 20 }, flooder), visitor(), visitor()]);
    const unknownPeak = stopUnknown();
    // The unknown URLs answered 404 again: the route table and the negative cache answer, not the CMS.
    const cmsBefore = proxy.requests;
    const again = asked.slice(0, 300);
    const againStatuses: number[] = [];
    for (let i = 0; i < again.length; i += 20)
      againStatuses.push(...(await Promise.all(again.slice(i, i + 20).map((u) => timed(base + u)))).map((r) => r.status));
    const cmsAgain = proxy.requests - cmsBefore;
    if (process.env.BENCH_DEBUG) process.stderr.write(`CMS paths asked again:\n${proxy.paths.slice(-cmsAgain).join('\n')}\n`);
    await idle(3000);
    const afterUnknown = rssMb(pid);

    const realMs = realAnswers.map((r) => r.ms).sort((a, b) => a - b);
    const real503 = realAnswers.filter((r) => r.status === 503);
    lines.push(
      '## Hostile floods (scripts/bench-hostile.ts, docs/requirements/hardening.md#hostile-requests)',
      '',
      `Machine: ${cpus().length} CPUs, 1-minute load average ${loadavg()[0]!.toFixed(1)}. site-global production build, embedded CMS behind a counting proxy, loopback only.`,
      '',
      '| Flood | RSS before | RSS peak during | RSS 3 s after | answers |',
      '|---|---|---|---|---|',
      `| Body: 10 chunked + 10 declared 400 MB POSTs (/api/downloads, /auth/logout, form page, ...), ${bodySeconds.toFixed(1)} s, ${sentMb.toFixed(0)} MB sent in all | ${mb(before)} | ${mb(bodyPeak)} | ${mb(afterBody)} | chunked ${countBy(chunked.map((r) => r.status))}; declared ${countBy(declared.map((r) => r.status))} |`,
      `| Unknown URLs: 20 clients, ${SECONDS} s, ${unknown.length} new unknown URLs | ${mb(afterBody)} | ${mb(unknownPeak)} | ${mb(afterUnknown)} | ${countBy(unknown)} |`,
      '',
      `Real pages visited for the first time during the unknown-URL flood: ${realAnswers.length} answers, ${countBy(realAnswers.map((r) => r.status))}; p50 ${pct(realMs, 50).toFixed(0)} ms, p99 ${pct(realMs, 99).toFixed(0)} ms; 503 without Retry-After: ${real503.filter((r) => !r.retryAfter).length}.`,
      '',
      `${again.length} unknown URLs answered 404 during the flood, asked again: ${countBy(againStatuses)}, ${cmsAgain} CMS requests (goal 0: route table and negative cache).`,
    );
    return lines.join('\n');
  } finally {
    await site.close();
  }
}

/** The Markdown section for `npm run bench`. */
export async function runHostileBench(): Promise<string> {
  return run();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${await runHostileBench()}\n`);
  process.exit(0);
}
