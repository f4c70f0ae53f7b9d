/**
 * Session check bench (docs/requirements/extranet.md#session-lifetime, decision 0870): the server-side session's cost per extranet request
 * on PGlite and, when installed, PostgreSQL 15: a signed-cookie check (HMAC only) beside the gate's cache hit and miss (one SELECT). A
 * partner page makes one lookup per SESSION_CACHE_MS (2 s) per instance.
 * Usage: node --import tsx scripts/bench-sessions.ts [--n 2000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createCookieSessionStorage } from '@remix-run/node';
import { createSessionGate, sqlSessionStore, type TokenDatabase } from '@silca/auth';
import { migrate, openPglite, openPostgres, type Database } from '@silca/forms';
import { startTestPostgres } from '@silca/forms/testing';

const N = (() => {
  const i = process.argv.indexOf('--n');
  return i >= 0 ? Number(process.argv[i + 1]) : 2000;
})();
const SECRETS = ['bench-secret-of-at-least-thirty-two-characters'];
const now = () => Math.floor(Date.now() / 1000);
const user = { sub: 'auth0|dev-partner', name: 'Anna Weber', email: 'partner@silca.test', roles: ['partner'] };

async function timeIt(fn: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 200; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < N; i++) {
    const t0 = performance.now();
    await fn();
    samples.push((performance.now() - t0) * 1000);
  }
  samples.sort((a, b) => a - b);
  return { p50: samples[Math.floor(N * 0.5)]!, p99: samples[Math.floor(N * 0.99)]! };
}

async function gateRows(db: TokenDatabase, label: string): Promise<string[]> {
  const store = sqlSessionStore(db);
  const gate = (cacheMs: number) =>
    createSessionGate({ store, cookieName: '__silca_session', secrets: SECRETS, secure: false, idleS: 1800, absoluteS: 43_200, cacheMs, now });
  const started = await gate(0).start(user);
  // Other partners' sessions, so the lookup is an index probe in a table that is not tiny.
  for (let i = 0; i < 2000; i++) await gate(0).start({ ...user, sub: `auth0|p${i}` });
  const request = new Request('http://localhost/en/global/extranet', { headers: { cookie: started.setCookie.split(';')[0]! } });
  const cached = gate(2000);
  const uncached = gate(0);
  const hit = await timeIt(() => cached.open(request));
  const miss = await timeIt(() => uncached.open(request));
  const f = (x: number) => x.toFixed(0);
  return [`| ${label}: cache hit | ${f(hit.p50)} | ${f(hit.p99)} |`, `| ${label}: cache miss (one SELECT) | ${f(miss.p50)} | ${f(miss.p99)} |`];
}

const rows: string[] = [];
// For comparison: a session kept whole in the signed cookie, checked by HMAC alone (decision 0870).
const former = createCookieSessionStorage({ cookie: { name: '__silca_session', secrets: SECRETS, httpOnly: true, path: '/' } });
const formerSession = await former.getSession();
formerSession.set('user', user);
formerSession.set('sid', 'x'.repeat(32));
formerSession.set('exp', now() + 86_400);
const formerCookie = (await former.commitSession(formerSession)).split(';')[0]!;
const formerTime = await timeIt(() => former.getSession(formerCookie));
rows.push(`| Former signed cookie {user, sid, exp} (HMAC only) | ${formerTime.p50.toFixed(0)} | ${formerTime.p99.toFixed(0)} |`);

const dir = mkdtempSync(path.join(tmpdir(), 'silca-bench-sessions-'));
const pglite: Database = await openPglite(path.join(dir, 'db'));
await migrate(pglite);
rows.push(...(await gateRows(pglite, 'PGlite')));
await pglite.close();
rmSync(dir, { recursive: true, force: true });

try {
  const pg = await startTestPostgres();
  const db = await openPostgres(pg.url, 4);
  try {
    await migrate(db);
    rows.push(...(await gateRows(db, 'PostgreSQL 15 (TCP, local)')));
  } finally {
    await db.close();
    await pg.stop();
  }
} catch (error) {
  rows.push(`| PostgreSQL 15: not measured (${(error as Error).message.split('\n')[0]}) | | |`);
}

process.stdout.write(
  `## Partner session check (docs/requirements/extranet.md#session-lifetime)\n\nAdded time of the session check per extranet request, in process, ${N} samples each (µs):\n\n| Check | p50 µs | p99 µs |\n|---|---|---|\n${rows.join('\n')}\n\n` +
    'A partner request pays the miss at most once per SESSION_CACHE_MS (2 s) per instance and cookie; the layout and page loaders of one request share it.\n',
);
