/**
 * Writes one market's self-contained release (docs/requirements/operations.md#release-bundles, decision 0722) to
 * `dist/releases/<project>/`:
 *
 *   build/server.mjs, build/remix.mjs, build/chunks/   the esbuild bundle (scripts/bundle-server.ts)
 *   build/client/                                      the market's client assets (Vite)
 *   content/                                           the embedded content space (used when
 *                                                      STORYBLOK_TOKEN is unset)
 *   package.json, package-lock.json                    production dependencies only, exact
 *                                                      versions, the lock cut from the workspace's
 *   release.json                                       project, market, version, build id, commit
 *   README.md, .env.example, ENVIRONMENT.md            start command and variables
 *
 * It runs after the app's `build` (Nx target `release-bundle` depends on it):
 * `npx nx run site-italy:release-bundle`, or `node --import tsx scripts/release-bundle.ts apps/site-italy`.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appMarketOf, bundleServer } from './bundle-server';
import { SERVER_NODE_FLAGS } from './lib/server-node-flags';

const WORKSPACE = path.resolve(import.meta.dirname, '..');

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [key: string]: unknown;
}

export interface PackageLock {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

/** `node_modules/a/node_modules/b` -> where `require('c')` from there resolves, by Node's walk up. */
function resolveInLock(lock: PackageLock, from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
    const i = dir.lastIndexOf('/node_modules/');
    dir = i >= 0 ? dir.slice(0, i) : '';
  }
}

/**
 * The workspace lock cut to what `roots` need at run time, exact versions and integrity kept, so a release installs what was tested. Throws
 * when a root is not in the lock.
 */
export function cutLock(
  lock: PackageLock,
  roots: string[],
  rootPackage: { name: string; version: string },
): { dependencies: Record<string, string>; lock: PackageLock } {
  const dependencies: Record<string, string> = {};
  const keep = new Set<string>();
  const queue: string[] = [];
  for (const name of roots) {
    const key = `node_modules/${name}`;
    const entry = lock.packages[key];
    if (!entry?.version || entry.link) throw new Error(`${name} is not an installed registry package in package-lock.json`);
    dependencies[name] = entry.version;
    keep.add(key);
    queue.push(key);
  }
  while (queue.length) {
    const key = queue.shift()!;
    const entry = lock.packages[key]!;
    const wanted = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...Object.fromEntries(Object.entries(entry.peerDependencies ?? {}).filter(([name]) => !entry.peerDependenciesMeta?.[name]?.optional)),
    };
    for (const name of Object.keys(wanted)) {
      const found = resolveInLock(lock, key, name);
      if (!found || keep.has(found)) continue; // optional dependencies of other platforms are absent
      keep.add(found);
      queue.push(found);
    }
  }
  const packages: Record<string, LockEntry> = {
    '': { name: rootPackage.name, version: rootPackage.version, dependencies },
  };
  for (const key of [...keep].sort()) {
    const { dev: _dev, devOptional, peer: _peer, ...rest } = lock.packages[key]!;
    packages[key] = devOptional ? { ...rest, optional: true } : rest;
  }
  return { dependencies: Object.fromEntries(Object.entries(dependencies).sort()), lock: { ...lock, packages } };
}

/**
 * The workspace's `overrides` naming packages of the cut `lock`, `$name` references made exact: without them the release's `npm install`
 * fails with ERESOLVE on pglite-socket's exact pglite (decision 1035). Undefined when none apply.
 */
export function releaseOverrides(overrides: Record<string, unknown> | undefined, lock: PackageLock): Record<string, unknown> | undefined {
  const versions = new Map<string, string>();
  for (const [key, entry] of Object.entries(lock.packages)) {
    const i = key.lastIndexOf('node_modules/');
    if (i >= 0 && entry.version && !versions.has(key.slice(i + 'node_modules/'.length))) versions.set(key.slice(i + 'node_modules/'.length), entry.version);
  }
  const nameOf = (spec: string) => (spec.startsWith('@') ? '@' + spec.slice(1).split('@')[0] : spec.split('@')[0]!);
  const resolve = (value: unknown): unknown => {
    if (typeof value === 'string') {
      if (!value.startsWith('$')) return value;
      const version = versions.get(value.slice(1));
      if (!version) throw new Error(`override reference ${value} names no package of the release`);
      return version;
    }
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, resolve(v)]));
  };
  const kept = Object.entries(overrides ?? {}).filter(([spec]) => versions.has(nameOf(spec)));
  return kept.length ? Object.fromEntries(kept.map(([spec, value]) => [spec, resolve(value)])) : undefined;
}

/** The Remix build id (`assets.version`, served by `/_build.json`, docs/requirements/pages.md#build-freshness) of a client build. */
export function buildIdOf(clientDir: string): string {
  const manifest = readdirSync(path.join(clientDir, 'assets')).find((f) => /^manifest-[0-9a-f]+\.js$/.test(f));
  if (!manifest) throw new Error(`No Remix manifest in ${clientDir}/assets: build the app first`);
  return manifest.slice('manifest-'.length, -'.js'.length);
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : statSync(full).size;
  }
  return total;
}

function gitCommit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: WORKSPACE, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return sha;
  } catch {
    return 'unknown';
  }
}

export interface ReleaseBundle {
  dir: string;
  project: string;
  market: string;
  version: string;
  buildId: string;
  /** No source maps. */
  serverBytes: number;
  totalBytes: number;
}

function readme(info: { project: string; market: string; version: string; buildId: string; commit: string; node: string }): string {
  return `# ${info.project} ${info.version}

Release of the Silca website for the **${info.market}** market, build id \`${info.buildId}\`
(commit \`${info.commit}\`). Self-contained: a bundled Node server (no TypeScript, no workspace
sources), the client assets and the embedded content space.

## Start

\`\`\`sh
npm install --omit=dev     # the exact versions of package-lock.json
npm start                  # = node ${SERVER_NODE_FLAGS.join(' ')} build/server.mjs, production mode, port 3000
\`\`\`

Node ${info.node}. Run it from this folder (the embedded content space is found in \`./content\`),
or set \`CONTENT_DIR\`. Health: \`GET /healthz\` (alive), \`GET /readyz\` (content and the other
backends reachable; 503 while draining). SIGTERM drains: requests in flight finish, then it exits.
\`GET /_build.json\` answers \`{"id":"${info.buildId}"}\`: browsers of this market reload onto a new
release when it changes (docs/requirements/pages.md#build-freshness).

## Variables

All optional. ENVIRONMENT.md describes every one (the repository's docs/environment.md) and
\`.env.example\` lists them with their defaults. The ones a deployment sets: \`PORT\`, \`HOST\`,
\`SITE_URL\`, the credentials of the real services (\`STORYBLOK_TOKEN\` and the other
\`STORYBLOK_*\` secrets, \`AUTH0_*\`, \`SESSION_SECRETS\`, \`ALGOLIA_*\`, \`DATABASE_URL\`,
\`SMTP_URL\`, \`FORMS_SECRET\`), \`TRUSTED_PROXIES\` and \`SITE_INDEXABLE\`. Without real secrets
a production server listens on 127.0.0.1 only (\`ALLOW_DEFAULT_SECRETS=1\` accepts the embedded
defaults on \`HOST\`).

\`NODE_ENV\` defaults to \`production\` in this bundle.
`;
}

/** Writes `dist/releases/<project>/` for `appRoot`; throws when the app is not built or an import is not in package-lock.json. */
export async function writeReleaseBundle(appRoot: string, outRoot = path.join(WORKSPACE, 'dist/releases')): Promise<ReleaseBundle> {
  const root = path.resolve(appRoot);
  const appPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    nx?: { name?: string };
  };
  const project = appPackage.nx?.name ?? path.basename(root);
  const market = await appMarketOf(root);
  const clientDir = path.join(root, 'build/client');
  if (!existsSync(clientDir)) throw new Error(`No client build in ${clientDir}: run nx run ${project}:build`);
  const dir = path.join(outRoot, project);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });

  const bundle = await bundleServer({ appRoot: root, market, outDir: path.join(dir, 'build') });
  cpSync(clientDir, path.join(dir, 'build/client'), { recursive: true });
  cpSync(path.join(WORKSPACE, 'content'), path.join(dir, 'content'), { recursive: true });
  if (existsSync(path.join(WORKSPACE, '.env.example'))) cpSync(path.join(WORKSPACE, '.env.example'), path.join(dir, '.env.example'));
  // The variables are documented once (decision 1061); the bundle carries that page rather than a copy of its own.
  if (existsSync(path.join(WORKSPACE, 'docs/environment.md'))) cpSync(path.join(WORKSPACE, 'docs/environment.md'), path.join(dir, 'ENVIRONMENT.md'));

  const workspacePackage = JSON.parse(readFileSync(path.join(WORKSPACE, 'package.json'), 'utf8')) as {
    engines?: Record<string, string>;
    devDependencies?: Record<string, string>;
    overrides?: Record<string, unknown>;
  };
  const workspaceLock = JSON.parse(readFileSync(path.join(WORKSPACE, 'package-lock.json'), 'utf8')) as PackageLock;
  const devTools = new Set(Object.keys(workspacePackage.devDependencies ?? {}));
  const devImported = bundle.externalPackages.filter((name) => devTools.has(name));
  if (devImported.length) throw new Error(`The server bundle imports development packages at start: ${devImported.join(', ')}`);
  // import() of a development tool (vite in development mode) never runs in a release.
  const runtime = [...bundle.externalPackages, ...bundle.dynamicOnlyPackages.filter((name) => !devTools.has(name))].sort();
  const { dependencies, lock } = cutLock(workspaceLock, runtime, appPackage);
  const buildId = buildIdOf(clientDir);
  const commit = gitCommit();
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify(
      {
        name: appPackage.name,
        version: appPackage.version,
        private: true,
        type: 'module',
        description: `Silca website, ${market} market: release ${appPackage.version}, build ${buildId}`,
        engines: workspacePackage.engines,
        scripts: { start: ['node', ...SERVER_NODE_FLAGS, 'build/server.mjs'].join(' ') },
        dependencies,
        overrides: releaseOverrides(workspacePackage.overrides, lock),
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(path.join(dir, 'package-lock.json'), `${JSON.stringify({ name: appPackage.name, version: appPackage.version, ...lock }, null, 2)}\n`);
  writeFileSync(
    path.join(dir, 'release.json'),
    `${JSON.stringify({ project, market, version: appPackage.version, buildId, commit, node: workspacePackage.engines?.node ?? '>=20' }, null, 2)}\n`,
  );
  writeFileSync(
    path.join(dir, 'README.md'),
    readme({ project, market, version: appPackage.version, buildId, commit, node: workspacePackage.engines?.node ?? '>=20' }),
  );
  return { dir, project, market, version: appPackage.version, buildId, serverBytes: bundle.bytes, totalBytes: folderBytes(dir) };
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (invokedDirectly) {
  const started = performance.now();
  const release = await writeReleaseBundle(process.argv[2] ?? process.cwd());
  process.stdout.write(
    `release-bundle: ${path.relative(process.cwd(), release.dir) || '.'} ${release.project}@${release.version} build ${release.buildId}: ` +
      `server ${(release.serverBytes / 1024).toFixed(0)} KB JS, folder ${(release.totalBytes / 1024 / 1024).toFixed(1)} MB, ` +
      `${(performance.now() - started).toFixed(0)} ms\n`,
  );
}
