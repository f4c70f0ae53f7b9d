import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SERVER_NODE_FLAGS } from './scripts/lib/server-node-flags';

/**
 * End-to-end tests against the production builds of two markets (global and italy), each started
 * with its embedded stand-ins on a free port, in Debian's chromium (no browser download).
 */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}

// Chosen once in the main process; workers inherit the environment, so they agree.
process.env.E2E_GLOBAL_PORT ??= freePort();
process.env.E2E_ITALY_PORT ??= freePort();
// Leads store and mail sink of the servers under test (e2e/forms/forms.spec.ts reads the sink's .eml files).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'silca-e2e-data-'));

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const server = (app: string, port: string) => ({
  // The production bundle (scripts/bundle-server.ts, written by each app's build): plain node, no
  // tsx, with the flags of a production start (decision 0960).
  command: `node ${SERVER_NODE_FLAGS.join(' ')} apps/${app}/build/server.mjs`,
  // Ready, not only live: the server listens before its backends start (decision 0913).
  url: `http://127.0.0.1:${port}/readyz`,
  env: {
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    STORYBLOK_TOKEN: '',
    // The servers under test play the production deployment (decision 0761); one test starts a non-indexable one.
    SITE_INDEXABLE: 'true',
    // Forms (docs/requirements/forms.md#fast-submissions): a fresh store per run, a short minimum fill time, no rate limit from one test IP.
    DATA_DIR: path.join(process.env.E2E_DATA_DIR as string, app),
    FORM_MIN_FILL_MS: '300',
    FORM_RATE_LIMIT: '100000',
    LEADS_OUTBOX_POLL_MS: '100',
    // Every test searches from one address: the per-client search limit is tested in libs/search.
    SEARCH_RATE_LIMIT_PER_MIN: '100000',
  },
  reuseExistingServer: false,
  // Search indexes, the leads store and the login provider start with the site: room on 2 busy cores.
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  // Retries on CI (`CI` set, or PLAYWRIGHT_RETRIES, which .ci/run sets): two servers, two workers
  // and chromium share two cores, and a rare browser-side hiccup (a context closed under a test)
  // must not fail the run; a retried test is reported as flaky, not hidden. Locally none.
  retries: Number(process.env.PLAYWRIGHT_RETRIES ?? (process.env.CI ? 2 : 0)),
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_GLOBAL_PORT}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: [server('site-global', process.env.E2E_GLOBAL_PORT), server('site-italy', process.env.E2E_ITALY_PORT)],
});
