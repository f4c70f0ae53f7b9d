import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalServer } from '@silca/stand-in-storyblok';
import { freePort } from './free-port';
import { SERVER_NODE_FLAGS } from './server-node-flags';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What the proxy does with a CMS request: forward it, drop the connection, or forward it after 10 s. */
export type CmsMode = 'up' | 'down' | 'slow';

/** The proxy's live state: the benchmark switches `mode` and reads the counts. */
export interface CmsProxyState {
  mode: CmsMode;
  /** CMS requests that reached the proxy, whatever the mode. */
  requests: number;
  /** The first 2,000 request paths (for BENCH_DEBUG output). */
  paths: string[];
}

/** A site-global production server behind a controllable CMS proxy; `close()` stops all three. */
export interface SiteBehindProxy {
  /** `http://127.0.0.1:<port>` of the site. */
  base: string;
  port: number;
  child: ChildProcess;
  proxy: CmsProxyState;
  close(): Promise<void>;
}

/** A proxy in front of the embedded CMS at `target` that counts requests and follows `state.mode`. */
function cmsProxy(target: string, port: number) {
  const state: CmsProxyState = { mode: 'up', requests: 0, paths: [] };
  const server = http.createServer((req, res) => {
    state.requests++;
    if (state.paths.length < 2000) state.paths.push(req.url ?? '');
    if (state.mode === 'down') {
      req.socket.destroy();
      return;
    }
    const forward = () => {
      const url = new URL(req.url ?? '/', target);
      const up = http.request(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      });
      up.on('error', () => res.destroy());
      req.pipe(up);
    };
    if (state.mode === 'slow') {
      const t = setTimeout(forward, 10_000);
      res.on('close', () => clearTimeout(t));
    } else forward();
  });
  return new Promise<{ state: CmsProxyState; close(): Promise<void> }>((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        state,
        close: () =>
          new Promise<void>((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      }),
    ),
  );
}

/** Status of one GET (0 when it failed or took over 30 s). */
async function statusOf(url: string): Promise<number> {
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/**
 * Starts the embedded Storyblok server, a proxy in front of it on a free port, and site-global's
 * production server (`apps/site-global/server.ts`, needs `nx run site-global:build`) as a child
 * process pointed at the proxy (`NODE_ENV=production`, `LOG_LEVEL=error`, a fresh `DATA_DIR`
 * named after `tag`; `env` adds or overrides variables). Resolves once `/readyz` answers 200:
 * ready, not only alive, since the embedded search twin builds its indexes at start (seconds of
 * CPU that would be measured otherwise). Errors: the site exits, or is not ready within 180 s
 * (everything started is stopped first). Loopback only; BENCH_DEBUG shows the site's stderr.
 */
export async function startSiteBehindProxy(tag: string, env: Record<string, string> = {}): Promise<SiteBehindProxy> {
  const cms = await startLocalServer({ contentDir: path.join(ROOT, 'content'), port: 0, publicTokens: ['local-public'], previewTokens: [] });
  const proxyPort = await freePort();
  const proxy = await cmsProxy(cms.endpoint.replace(/\/v2$/, ''), proxyPort);
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/site-global/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      STORYBLOK_TOKEN: 'local-public',
      STORYBLOK_API_URL: `http://127.0.0.1:${proxyPort}/v2`,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `bench-${tag}-`)),
      ...env,
    },
    stdio: ['ignore', 'ignore', process.env.BENCH_DEBUG ? 'inherit' : 'ignore'],
  });
  const base = `http://127.0.0.1:${port}`;
  const close = async () => {
    // Wait for the graceful shutdown: a next run's site must not meet this one's ports.
    const exited = child.exitCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r()));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    await proxy.close();
    await cms.close();
  };
  try {
    for (let i = 0; ; i++) {
      if ((await statusOf(`${base}/readyz`)) === 200) break;
      if (child.exitCode !== null) throw new Error(`site exited with ${child.exitCode}`);
      if (i > 720) throw new Error('site was not ready within 180 s');
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { base, port, child, proxy: proxy.state, close };
}
