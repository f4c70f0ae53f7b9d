/** Services without credentials run as stand-ins in one child process (decisions 1031, 1035; docs/requirements/architecture.md#embedded-services). */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { pipeline } from 'node:stream';
import type { AuthStandInStarter } from '@silca/auth';
import type { AssetHandler, ContentStandInStarter } from '@silca/content';
import type { LeadsStandIns } from '@silca/forms';
import type { SearchStandInStarter } from '@silca/search';

/** How node runs the child entry (`--import tsx` from sources, nothing for the bundle). */
export interface DevServicesEntry {
  file: string;
  execArgv: string[];
}

export interface StartDevServicesOptions {
  entry: DevServicesEntry;
  /** The child reads the same variables. */
  env: NodeJS.ProcessEnv;
  assetBaseUrl: string;
  /** The leads store's folder is per market. */
  market?: string;
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface DevServices {
  /** Benchmarks sum its memory with the site's. */
  pid: number;
  content?: ContentStandInStarter;
  auth?: AuthStandInStarter;
  search?: SearchStandInStarter;
  leads?: LeadsStandIns;
  setAllowedUrls(urls: { callbacks: readonly string[]; logouts: readonly string[] }): void;
  close(): Promise<void>;
}

/** Messages of stand-ins/dev-services/src/protocol.ts, restated: the site imports no stand-in. */
type FromStandIns =
  | {
      type: 'ready';
      storyblok?: { origin: string; endpoint: string };
      auth0?: { domain: string; certificate: string };
      algolia?: { port: number };
      leads?: LeadsStandIns;
    }
  | { type: 'reloaded'; id?: number }
  | { type: 'failed'; message: string };

/**
 * Node flags of the stand-ins' child (docs/requirements/performance.md#memory, decision 1035):
 * - `--liftoff-only`: PGlite's WebAssembly stays in baseline code, about 55 MB less than with TurboFan;
 * - `--max-semi-space-size=4` (MiB): the child allocates little per request, about 20 MB less.
 */
export const STAND_INS_NODE_FLAGS: readonly string[] = ['--liftoff-only', '--max-semi-space-size=4'];

export function needsStandIns(env: Readonly<Record<string, string | undefined>>): boolean {
  return !env.STORYBLOK_TOKEN || !env.AUTH0_DOMAIN || !env.ALGOLIA_APP_ID || !env.DATABASE_URL || !env.SMTP_URL;
}

/** Streams `/_assets/...` to the embedded Storyblok's `{origin}/f/...`. */
export function assetProxy(origin: string): AssetHandler {
  const target = new URL(origin);
  return (req, res) => {
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        pipeline(answer, res, () => undefined);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.status(502).type('text/plain').send('Bad gateway');
      else res.destroy();
    });
    res.on('close', () => upstream.destroy());
    pipeline(req, upstream, () => undefined);
  };
}

/** Starts the stand-ins needed, null when none; rejects, killing the child, on failure, exit, timeout or abort. */
export async function startDevServices(options: StartDevServicesOptions): Promise<DevServices | null> {
  if (!needsStandIns(options.env)) return null;
  const child = spawn(
    process.execPath,
    [...STAND_INS_NODE_FLAGS, ...options.entry.execArgv, options.entry.file, JSON.stringify({ assetBaseUrl: options.assetBaseUrl, market: options.market })],
    {
      env: options.env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const late = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(late);
  };
  // The child exits when its IPC channel closes; this covers process.exit.
  const onExit = () => child.kill('SIGTERM');
  process.once('exit', onExit);
  let ready: Extract<FromStandIns, { type: 'ready' }>;
  try {
    ready = await waitReady(child, options);
  } catch (error) {
    process.off('exit', onExit);
    await kill();
    throw error;
  }
  const reloads = new Map<number, () => void>();
  const watchers: Array<() => void> = [];
  let nextId = 1;
  child.on('message', (message: FromStandIns) => {
    if (message?.type !== 'reloaded') return;
    if (message.id === undefined) watchers.forEach((listener) => listener());
    else reloads.get(message.id)?.();
  });
  const { storyblok, auth0, algolia, leads } = ready;
  return {
    pid: child.pid!,
    content: storyblok
      ? async (_config, { onReload }) => {
          watchers.push(onReload);
          return {
            ...storyblok,
            assetHandler: assetProxy(storyblok.origin),
            reload: () =>
              new Promise<void>((resolve) => {
                const id = nextId++;
                const done = () => (reloads.delete(id), resolve());
                reloads.set(id, done);
                if (!child.connected) return done();
                child.send({ type: 'reload', id });
                void exited.then(done);
              }),
          };
        }
      : undefined,
    auth: auth0 ? async () => auth0 : undefined,
    search: algolia ? async () => algolia : undefined,
    leads,
    setAllowedUrls(urls) {
      if (child.connected) child.send({ type: 'allowed-urls', callbacks: [...urls.callbacks], logouts: [...urls.logouts] });
    },
    async close() {
      process.off('exit', onExit);
      await kill();
    },
  };
}

function waitReady(child: ChildProcess, options: StartDevServicesOptions): Promise<Extract<FromStandIns, { type: 'ready' }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`the stand-ins did not start within ${options.timeoutMs} ms`)), options.timeoutMs);
    const onMessage = (message: FromStandIns) => {
      if (message?.type === 'ready') finish(null, message);
      else if (message?.type === 'failed') finish(new Error(`the stand-ins could not start: ${message.message}`));
    };
    const onExit = (code: number | null) => finish(new Error(`the stand-ins' process exited (${code}) before listening`));
    const onError = (error: Error) => finish(new Error(`the stand-ins' process could not start: ${error.message}`));
    const onAbort = () => finish(new Error('the site stopped while the stand-ins were starting'));
    function finish(error: Error | null, message?: Extract<FromStandIns, { type: 'ready' }>) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      child.off('error', onError);
      options.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(message!);
    }
    if (options.signal?.aborted) return onAbort();
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.once('error', onError);
    options.signal?.addEventListener('abort', onAbort, { once: true });
  });
}
