import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Debian's varnishd (VARNISHD overrides), or null when Varnish is not installed. */
export function varnishd(): string | null {
  return process.env.VARNISHD ?? ['/usr/sbin/varnishd', '/usr/bin/varnishd'].find((p) => existsSync(p)) ?? null;
}

/** A running varnishd: its URL and a stop function. */
export interface VarnishFront {
  url: string;
  child: ChildProcess;
  stop(): void;
}

/**
 * Starts varnishd in the foreground with the repository's own `ops/varnish/site.vcl`, both of its
 * backends pointed at `backendPorts` (give one port twice for a single instance), 256 MB of
 * malloc storage, on a free port. Resolves once Varnish answers `/healthz` with 200 (its probes
 * have seen a healthy backend). Errors: no varnishd, or not healthy within `timeoutMs`.
 */
export async function startVarnishFront(backendPorts: [number, number], timeoutMs = 60_000): Promise<VarnishFront> {
  const binary = varnishd();
  if (!binary) throw new Error('varnishd not found: apt-get install varnish (or set VARNISHD)');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'silca-varnish-front-'));
  // varnishd's compiler runs as an unprivileged user: it must read the VCL.
  await fs.chmod(dir, 0o755);
  const vcl = (await fs.readFile(path.join(ROOT, 'ops/varnish/site.vcl'), 'utf8'))
    .replace('"3001"', `"${backendPorts[0]}"`)
    .replace('"3002"', `"${backendPorts[1]}"`);
  await fs.writeFile(path.join(dir, 'site.vcl'), vcl);
  const port = await freePort();
  const child = spawn(binary, ['-F', '-n', path.join(dir, 'n'), '-a', `127.0.0.1:${port}`, '-f', path.join(dir, 'site.vcl'), '-s', 'malloc,256m'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    void fs.rm(dir, { recursive: true, force: true }).catch(() => undefined);
  };
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`varnishd exited ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      await response.arrayBuffer();
      if (response.status === 200) return { url, child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`varnishd at ${url} not healthy within ${timeoutMs} ms`);
}
