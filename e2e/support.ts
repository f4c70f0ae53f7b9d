import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Repository root (e2e/ is one level below). */
export const ROOT = path.resolve(import.meta.dirname, '..');

/** A free TCP port on 127.0.0.1 (tests pick free ports): the scripts' helper. */
export { freePort } from '../scripts/lib/free-port';

/** A child process started by a test, with everything it wrote to stderr so far. */
export interface Spawned {
  process: ChildProcess;
  stderr(): string;
  stop(): Promise<void>;
}

/** Starts `node --import tsx <script>` from the repository root with extra environment. */
export function startNode(script: string, env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return {
    process: child,
    stderr: () => err,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Polls `url` until it answers (any status, or one `accept` takes) or `timeoutMs` passes. */
export async function waitForHttp(url: string, timeoutMs = 30_000, accept: (status: number) => boolean = () => true): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!accept(response.status)) throw new Error(`${url}: ${response.status}`);
      return;
    } catch {
      if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/**
 * Whether a cookie is the partner session's (decision 1006): `__Host-silca_session` where the
 * site's public origin is HTTPS (the production build under test: the market's https:// URL),
 * `__silca_session` on plain-HTTP development.
 */
export const isSessionCookie = (name: string): boolean => name === '__Host-silca_session' || name === '__silca_session';

/**
 * The single-fetch data URL Remix asks for a page's route (decision 1044):
 * `/en/global/x?q=1` -> `/en/global/x.data?q=1&_routes=page`; `/` -> `/_root.data?...`.
 * Without `routeId`, every route's loader (what a navigation without client loaders asks).
 */
export function dataUrl(target: string, routeId?: string): string {
  const url = new URL(target, 'http://e2e.invalid');
  url.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname.replace(/\/$/, '')}.data`;
  if (routeId) url.searchParams.set('_routes', routeId);
  return url.pathname + url.search;
}
