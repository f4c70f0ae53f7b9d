import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cutLock, releaseOverrides, type PackageLock } from './release-bundle';
import { freePort } from './lib/free-port';
import { SERVER_NODE_FLAGS } from './lib/server-node-flags';

const WORKSPACE = path.resolve(import.meta.dirname, '..');

describe('releaseOverrides: the workspace overrides a release needs, exact', () => {
  const lock: PackageLock = {
    lockfileVersion: 3,
    packages: {
      '': { name: '@silca/site-x' },
      'node_modules/@electric-sql/pglite': { version: '0.5.16' },
      'node_modules/@electric-sql/pglite-socket': { version: '0.2.18', peerDependencies: { '@electric-sql/pglite': '0.5.15' } },
      'node_modules/express/node_modules/qs': { version: '6.13.0' },
    },
  };

  it('keeps the entries of packages in the release, scoped, versioned or nested, and makes $ references exact', () => {
    const overrides = {
      '@electric-sql/pglite-socket': { '@electric-sql/pglite': '$@electric-sql/pglite' },
      'qs@6': '6.13.0',
      '@tiptap/core': '3.31.3',
    };
    expect(releaseOverrides(overrides, lock)).toEqual({ '@electric-sql/pglite-socket': { '@electric-sql/pglite': '0.5.16' }, 'qs@6': '6.13.0' });
  });

  it('is undefined when none applies, and refuses a reference to a package the release lacks', () => {
    expect(releaseOverrides({ '@tiptap/core': '3.31.3' }, lock)).toBeUndefined();
    expect(releaseOverrides(undefined, lock)).toBeUndefined();
    expect(() => releaseOverrides({ qs: { left: '$left-pad' } }, lock)).toThrow(/\$left-pad/);
  });
});

describe('cutLock: the release lock is the workspace lock cut to run-time needs', () => {
  const lock: PackageLock = {
    lockfileVersion: 3,
    packages: {
      '': { name: 'silca-web' },
      'node_modules/express': { version: '4.22.3', integrity: 'sha512-e', dependencies: { debug: '2.6.9', qs: '^6' } },
      'node_modules/express/node_modules/debug': { version: '2.6.9', dependencies: { ms: '2.0.0' } },
      'node_modules/express/node_modules/ms': { version: '2.0.0' },
      'node_modules/debug': { version: '4.4.0', dev: true, dependencies: { ms: '^2.1' } },
      'node_modules/ms': { version: '2.1.3', dev: true },
      'node_modules/qs': { version: '6.14.0', devOptional: true },
      'node_modules/react-dom': {
        version: '18.3.1',
        peerDependencies: { react: '^18', 'react-native': '*' },
        peerDependenciesMeta: { 'react-native': { optional: true } },
      },
      'node_modules/react': { version: '18.3.1' },
      'node_modules/react-native': { version: '0.80.0' },
      'node_modules/sharp': { version: '0.34.5', optionalDependencies: { '@img/sharp-linux-x64': '0.34.5', '@img/sharp-win32-x64': '0.34.5' } },
      'node_modules/@img/sharp-linux-x64': { version: '0.34.5', optional: true, os: ['linux'] },
      'node_modules/@silca/site': { resolved: 'libs/site', link: true },
      'node_modules/vitest': { version: '4.1.12', dev: true },
    },
  };

  it('keeps exact versions, nested copies where Node would find them, peers and optional platform packages; drops the rest', () => {
    const { dependencies, lock: cut } = cutLock(lock, ['sharp', 'express', 'react-dom'], { name: '@silca/site-x', version: '1.2.3' });
    expect(dependencies).toEqual({ express: '4.22.3', 'react-dom': '18.3.1', sharp: '0.34.5' });
    expect(Object.keys(cut.packages).sort()).toEqual([
      '',
      'node_modules/@img/sharp-linux-x64',
      'node_modules/express',
      'node_modules/express/node_modules/debug',
      'node_modules/express/node_modules/ms',
      'node_modules/qs',
      'node_modules/react',
      'node_modules/react-dom',
      'node_modules/sharp',
    ]);
    expect(cut.packages['']).toEqual({ name: '@silca/site-x', version: '1.2.3', dependencies });
    // Development flags of the workspace do not apply to the release.
    expect(cut.packages['node_modules/qs']).toEqual({ version: '6.14.0', optional: true });
    expect(cut.packages['node_modules/express']!.integrity).toBe('sha512-e');
    expect(cut.packages['node_modules/@img/sharp-linux-x64']!.os).toEqual(['linux']);
  });

  it('refuses a package that is not an installed registry package (workspace link or unknown)', () => {
    expect(() => cutLock(lock, ['@silca/site'], { name: 'x', version: '1.0.0' })).toThrow(/@silca\/site/);
    expect(() => cutLock(lock, ['left-pad'], { name: 'x', version: '1.0.0' })).toThrow(/left-pad/);
  });
});

/**
 * docs/requirements/operations.md#release-bundles: one market's release bundle, copied outside the repository, installs its production
 * dependencies from the registry and runs with plain `node` (no tsx, no workspace sources).
 */
describe('release bundle of site-italy, outside the repository', () => {
  const project = 'site-italy';
  let dir = '';
  let child: ChildProcess | undefined;
  let base = '';
  let exited: Promise<number | null>;
  let stderr = '';

  beforeAll(async () => {
    execFileSync('npx', ['nx', 'run', `${project}:release-bundle`], { cwd: WORKSPACE, stdio: 'ignore', timeout: 600_000 });
    dir = mkdtempSync(path.join(os.tmpdir(), 'silca-release-'));
    cpSync(path.join(WORKSPACE, 'dist/releases', project), dir, { recursive: true });
    execFileSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir, stdio: 'ignore', timeout: 300_000 });
    const port = await freePort();
    const env: Record<string, string | undefined> = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The embedded CMS answers from the stand-ins' process (decision 1031); on a loaded machine the search index build exceeds the 5 s default.
      STORYBLOK_TIMEOUT_MS: '30000',
    };
    const server = spawn(process.execPath, ['build/server.mjs'], { cwd: dir, env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'ignore', 'pipe'] });
    child = server;
    server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
    base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`release server exited: ${stderr}`);
      if (
        await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error(`release server not up in 180 s: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 900_000);

  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('holds a bundle and production dependencies only, pinned to exact versions', () => {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies?: unknown;
      scripts: Record<string, string>;
    };
    expect(pkg.devDependencies).toBeUndefined();
    // `npm start` passes the production node flags (decision 0960).
    expect(pkg.scripts.start).toBe(['node', ...SERVER_NODE_FLAGS, 'build/server.mjs'].join(' '));
    for (const [name, version] of Object.entries(pkg.dependencies)) {
      expect(version, name).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
      expect(JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version, name).toBe(version);
    }
    expect(Object.keys(pkg.dependencies)).toEqual(expect.arrayContaining(['express', 'react', '@remix-run/node']));
    for (const tool of ['tsx', 'vite', 'typescript', 'esbuild', '@remix-run/dev', 'vitest']) {
      expect(existsSync(path.join(dir, 'node_modules', tool)), tool).toBe(false);
    }
    const entries = readdirSync(dir);
    expect(entries).toEqual(
      expect.arrayContaining([
        '.env.example',
        'ENVIRONMENT.md',
        'README.md',
        'build',
        'content',
        'node_modules',
        'package-lock.json',
        'package.json',
        'release.json',
      ]),
    );
    // No workspace sources travel with a release (run-time data folders such as .data may appear).
    for (const source of ['apps', 'libs', 'scripts', 'tsconfig.json', 'nx.json']) expect(entries).not.toContain(source);
    expect(existsSync(path.join(dir, 'node_modules/@silca'))).toBe(false);
    expect(readFileSync(path.join(dir, 'build/server.mjs'), 'utf8')).not.toMatch(/from ["']@silca\//);
    expect(readFileSync(path.join(dir, 'README.md'), 'utf8')).toMatch(/npm start/);
  });

  it('serves the home page, a product page, /healthz and /readyz from plain node', { timeout: 180_000 }, async () => {
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    const homeHtml = await home.text();
    expect(homeHtml).toMatch(/<html[^>]*lang="it"/);
    // Remix's own script preloads keep the browser's priority (no patch, decision 1040); the
    // blocks' chunks, which the page links itself, go out at low priority (decision 0830).
    const preloads = [...homeHtml.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
    expect(preloads.some((link) => /\/assets\/entry\.client-/.test(link) && !/fetchpriority/.test(link))).toBe(true);
    expect(preloads.filter((link) => /fetchpriority="low"/.test(link)).length).toBeGreaterThan(0);

    const listing = await fetch(`${base}/prodotti`);
    expect(listing.status).toBe(200);
    const product = /href="(\/prodotti\/[a-z0-9-]+)"/.exec(await listing.text())?.[1];
    expect(product).toBeDefined();
    const productPage = await fetch(`${base}${product}`);
    expect(productPage.status).toBe(200);
    expect(await productPage.text()).toMatch(/<h1[^>]*>[^<]+/);

    // A client asset of the bundle is served too.
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(homeHtml)?.[1];
    expect((await fetch(`${base}${asset}`)).status).toBe(200);

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true, market: 'italy' });
    // Readiness may be 503 while a backend warms up (the search index); it must turn 200.
    let readiness: { ready?: boolean; checks?: Record<string, boolean> } = {};
    for (const end = Date.now() + 120_000; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
      readiness = (await (await fetch(`${base}/readyz`)).json()) as typeof readiness;
      if (readiness.ready) break;
    }
    expect(readiness).toEqual({ ready: true, checks: expect.objectContaining({ content: true }) });
  });

  it('answers /_build.json with the build id written in release.json (docs/requirements/pages.md#build-freshness)', async () => {
    const release = JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8')) as { buildId: string; market: string; version: string };
    expect(release.market).toBe('italy');
    expect(release.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(await (await fetch(`${base}/_build.json`)).json()).toEqual({ id: release.buildId });
  });

  it('drains and exits 0 on SIGTERM', async () => {
    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
