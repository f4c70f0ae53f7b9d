/**
 * Smoke test of one market's production bundle (each app's Nx `test` target, decision 0722):
 * starts `build/server.mjs` with plain node on a free port, then requires
 * - `/healthz` 200, then `/readyz` 200 within the start deadline (backends and stand-ins up),
 * - the home page 200 as HTML in the market's language (redirects followed),
 * - `/_build.json` = the build id of `build/client` (docs/requirements/pages.md#build-freshness),
 * - exit code 0 after SIGTERM (graceful drain).
 * CLI: `node --import tsx scripts/release-smoke.ts apps/site-italy`; exits 1 with the failed check.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { resolveMarket } from '@silca/i18n';
import { appMarketOf } from './bundle-server';
import { buildIdOf } from './release-bundle';
import { freePort } from './lib/free-port';

/** One line per check: `ok name` or `FAIL name: why`. */
export interface SmokeResult {
  ok: boolean;
  lines: string[];
  /** Milliseconds from spawn to the first healthy `/healthz`. */
  startMs: number;
}

/** Runs the checks against the bundle in `{appRoot}/build` (see the module comment). Never throws. */
export async function smokeTest(appRoot: string): Promise<SmokeResult> {
  const root = path.resolve(appRoot);
  const market = resolveMarket(await appMarketOf(root));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const check = (name: string, pass: boolean, why = '') => lines.push(pass ? `ok ${name}` : `FAIL ${name}: ${why}`);
  const started = performance.now();
  const child = spawn(process.execPath, ['build/server.mjs'], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', STORYBLOK_TOKEN: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let startMs = 0;
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr.trim()}`);
      if (
        await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error(`no /healthz in 60 s: ${stderr.trim()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    startMs = performance.now() - started;
    check('healthz', true);
    // Live comes before ready (decision 0913): the stand-ins start in their own process meanwhile
    // (decision 1031), so /readyz is asked until it answers 200, within the same deadline.
    let ready = await fetch(`${base}/readyz`);
    while (ready.status !== 200 && Date.now() < deadline && child.exitCode === null) {
      await ready.arrayBuffer();
      await new Promise((r) => setTimeout(r, 200));
      ready = await fetch(`${base}/readyz`);
    }
    check('readyz', ready.status === 200, `${ready.status} ${await ready.text()}`);
    const home = await fetch(`${base}/`);
    const html = await home.text();
    const lang = /<html[^>]*lang="([a-z-]+)"/.exec(html)?.[1];
    check('home', home.status === 200 && lang !== undefined && market.locales.includes(lang as never), `${home.status} lang=${lang} at ${home.url}`);
    const build = (await (await fetch(`${base}/_build.json`)).json()) as { id?: string };
    const expected = buildIdOf(path.join(root, 'build/client'));
    check('build id', build.id === expected, `${build.id} != ${expected}`);
  } catch (error) {
    check('start', false, (error as Error).message);
  }
  child.kill('SIGTERM');
  const code = await Promise.race([exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 15_000))]);
  if (code === 'timeout') child.kill('SIGKILL');
  check('sigterm', code === 0, `exit ${code}`);
  return { ok: lines.every((l) => l.startsWith('ok')), lines, startMs };
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (invokedDirectly) {
  const result = await smokeTest(process.argv[2] ?? process.cwd());
  process.stdout.write(`${result.lines.join('\n')}\nstarted in ${result.startMs.toFixed(0)} ms\n`);
  process.exitCode = result.ok ? 0 : 1;
}
