import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { needsStandIns, startDevServices, type DevServices } from './dev-services';

// The one development entry (decision 1031): the stand-ins run in a child process, reached over
// HTTP, killed with the site; the wait for them ends on failure, timeout or the site stopping.
const ENTRY = { file: path.resolve(import.meta.dirname, '../../../../stand-ins/dev-services/src/main.ts'), execArgv: ['--import', 'tsx'] };
const CONTENT_DIR = path.resolve(import.meta.dirname, '../../../../content');
// The embedded leads store and mail sink of the child (decision 1035) write here, never into the repository.
const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'silca-dev-services-'));
afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const started: DevServices[] = [];
afterEach(() => Promise.all(started.splice(0).map((s) => s.close())));

describe('startDevServices', () => {
  it('starts nothing when every service has credentials', async () => {
    const env = {
      NODE_ENV: 'test',
      STORYBLOK_TOKEN: 't',
      AUTH0_DOMAIN: 'tenant.eu.auth0.com',
      ALGOLIA_APP_ID: 'APP',
      DATABASE_URL: 'postgres://u@db.example/leads',
      SMTP_URL: 'smtp://mail.example:25',
    } as const;
    expect(needsStandIns(env)).toBe(false);
    expect(await startDevServices({ entry: ENTRY, env, assetBaseUrl: '/_assets', timeoutMs: 1_000 })).toBeNull();
  });

  it('runs the needed stand-ins in a child process that answers over HTTP and dies with close()', async () => {
    const env = {
      ...process.env,
      CONTENT_DIR,
      DATA_DIR,
      STORYBLOK_TOKEN: '',
      AUTH0_DOMAIN: '',
      ALGOLIA_APP_ID: '',
      DATABASE_URL: '',
      SMTP_URL: '',
      SEARCH_LOG: 'silent',
    };
    const services = (await startDevServices({ entry: ENTRY, env, assetBaseUrl: '/_assets', market: 'global', timeoutMs: 90_000 }))!;
    started.push(services);
    expect(services.pid).not.toBe(process.pid);
    const content = await services.content!({} as never, { onReload: () => undefined });
    const space = await fetch(`${content.endpoint}/cdn/spaces/me?token=local-public`);
    expect(space.status).toBe(200);
    await content.reload();
    const twin = await services.search!({} as never);
    const keys = await fetch(`http://127.0.0.1:${twin.port}/1/indexes`, {
      headers: { 'x-algolia-application-id': 'LOCALSEARCH', 'x-algolia-api-key': 'local-admin' },
    });
    expect(keys.status).toBe(200);
    const provider = await services.auth!({} as never, { allowedUrls: () => ({ callbacks: [], logouts: [] }) });
    expect(provider.domain).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(provider.certificate).toContain('BEGIN CERTIFICATE');
    // The leads store's PGlite answers the real PostgreSQL client over the wire, in the market's folder.
    const client = new pg.Client({ connectionString: services.leads!.databaseUrl });
    await client.connect();
    expect((await client.query('SELECT 1 + 1 AS two')).rows).toEqual([{ two: 2 }]);
    await client.end();
    expect(existsSync(path.join(DATA_DIR, 'leads-global', 'PG_VERSION'))).toBe(true);
    expect(services.leads!.smtp).toEqual({ url: expect.stringMatching(/^smtp:\/\/127\.0\.0\.1:\d+$/), dir: path.join(DATA_DIR, 'mail') });
    await services.close();
    expect(alive(services.pid)).toBe(false);
    await expect(fetch(`${content.endpoint}/cdn/spaces/me?token=local-public`)).rejects.toThrow();
  }, 120_000);

  it('ends the wait and kills the child when the site stops meanwhile', async () => {
    const stop = new AbortController();
    const env = { ...process.env, CONTENT_DIR, DATA_DIR, STORYBLOK_TOKEN: '', SEARCH_LOG: 'silent' };
    const waiting = startDevServices({ entry: ENTRY, env, assetBaseUrl: '/_assets', timeoutMs: 90_000, signal: stop.signal });
    setTimeout(() => stop.abort(), 50);
    await expect(waiting).rejects.toThrow(/stopped while the stand-ins were starting/);
  }, 30_000);

  it('names the cause when a stand-in cannot start (a bad port)', async () => {
    const env = { ...process.env, CONTENT_DIR, DATA_DIR, STORYBLOK_TOKEN: '', SEARCH_LOCAL_PORT: 'seventy' };
    await expect(startDevServices({ entry: ENTRY, env, assetBaseUrl: '/_assets', timeoutMs: 90_000 })).rejects.toThrow(/SEARCH_LOCAL_PORT/);
  }, 60_000);

  it('gives up after the timeout', async () => {
    const env = { ...process.env, CONTENT_DIR, DATA_DIR, STORYBLOK_TOKEN: '' };
    await expect(startDevServices({ entry: ENTRY, env, assetBaseUrl: '/_assets', timeoutMs: 1 })).rejects.toThrow(/did not start within 1 ms/);
  }, 30_000);
});
