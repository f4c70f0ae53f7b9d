import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * docs/requirements/operations.md#affected-builds: what a change affects is what gets built and tested. On scratch branches of a
 * temporary clone, `nx affected -t build test` plans (`--graph=stdout` prints the task graph
 * without running it) the build and smoke test of one market after a change inside its app, and
 * of every market after a change to a shared library they depend on.
 */
const WORKSPACE = path.resolve(import.meta.dirname, '..');
const NX = path.join(WORKSPACE, 'node_modules/nx/dist/bin/nx.js');
const MARKETS = ['site-global', 'site-italy', 'site-spain', 'site-france', 'site-germany'];

describe('nx affected on a temporary clone', () => {
  let clone = '';
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=release-test@silca.invalid', '-c', 'user.name=release test', ...args], { cwd: clone, stdio: 'pipe' })
      .toString()
      .trim();

  /** The tasks `nx affected -t build test` would run for HEAD against `main`. */
  const plannedTasks = (): string[] => {
    const out = execFileSync(process.execPath, [NX, 'affected', '-t', 'build', 'test', '--base=main', '--head=HEAD', '--graph=stdout'], {
      cwd: clone,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 120_000,
    }).toString();
    const graph = JSON.parse(out.slice(out.indexOf('{'))) as { tasks: { tasks: Record<string, unknown> } };
    return Object.keys(graph.tasks.tasks).sort();
  };

  /** A scratch branch from main with one line appended to `file`, committed. */
  const scratch = (branch: string, file: string) => {
    git('checkout', '-q', 'main');
    git('checkout', '-q', '-b', branch);
    appendFileSync(path.join(clone, file), '\n// scratch change\n');
    git('commit', '-q', '-am', `scratch: ${file}`);
  };

  beforeAll(() => {
    clone = mkdtempSync(path.join(os.tmpdir(), 'silca-affected-'));
    execFileSync('git', ['clone', '-q', '--branch', 'main', WORKSPACE, clone], { stdio: 'pipe' });
    // The graph needs nx and the workspace packages' manifests, not an install of its own.
    symlinkSync(path.join(WORKSPACE, 'node_modules'), path.join(clone, 'node_modules'));
  }, 120_000);

  afterAll(() => {
    if (clone) rmSync(clone, { recursive: true, force: true });
  });

  it('a change inside apps/site-italy builds and tests site-italy alone', () => {
    scratch('scratch-app', 'apps/site-italy/market.ts');
    expect(plannedTasks()).toEqual(['site-italy:build', 'site-italy:test']);
  }, 120_000);

  it('a change to a shared library (libs/i18n) builds and tests every market', () => {
    scratch('scratch-lib', 'libs/i18n/src/index.ts');
    const tasks = plannedTasks();
    for (const market of MARKETS) expect(tasks).toEqual(expect.arrayContaining([`${market}:build`, `${market}:test`]));
    // The publishable libraries do not depend on i18n: not rebuilt.
    expect(tasks).not.toContain('ui:build');
    expect(tasks).not.toContain('blocks:build');
  }, 120_000);

  it('a change to the ui library, which the apps reach only through libs/site, builds and tests every market', () => {
    // libs/site declares its workspace dependencies (package.json): before, the project graph had
    // no edge site -> ui, so a header change left every market's cached build in place.
    scratch('scratch-ui', 'libs/ui/src/header/Header.tsx');
    const tasks = plannedTasks();
    for (const market of MARKETS) expect(tasks).toEqual(expect.arrayContaining([`${market}:build`, `${market}:test`]));
  }, 120_000);
});
