/**
 * The site's one development entry to the stand-ins (docs/requirements/architecture.md#embedded-services,
 * decision 1031): when a service's credentials are absent (STORYBLOK_TOKEN, AUTH0_DOMAIN,
 * ALGOLIA_APP_ID, DATABASE_URL, SMTP_URL), the embedded Storyblok, OpenID provider, Algolia twin,
 * the leads store's PGlite and the SMTP sink (decision 1035) run in ONE child process
 * (stand-ins/dev-services), started here and killed with the site. The site imports nothing of
 * them: it reaches them over HTTP, the PostgreSQL wire protocol and SMTP with its real clients.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { pipeline } from 'node:stream';
import type { AuthStandInStarter } from '@silca/auth';
import type { AssetHandler, ContentStandInStarter } from '@silca/content';
import type { LeadsStandIns } from '@silca/forms';
import type { SearchStandInStarter } from '@silca/search';

/** Where the child entry is and how node runs it (`--import tsx` from sources, nothing for the bundle's `dev-services.mjs`). */
export interface DevServicesEntry {
  file: string;
  execArgv: string[];
}

/** Options of {@link startDevServices}. */
export interface StartDevServicesOptions {
  entry: DevServicesEntry;
  /** The site's environment: the child reads the same variables (ports, tokens, content folder). */
  env: NodeJS.ProcessEnv;
  /** Public base of asset URLs in CDN answers (the site mounts the asset proxy there). */
  assetBaseUrl: string;
  /** The site's market (the embedded leads store's folder is per market). */
  market?: string;
  /** How long to wait for the stand-ins to listen, in ms. */
  timeoutMs: number;
  /** Aborted when the site stops while waiting: the wait ends and the child is killed. */
  signal?: AbortSignal;
}

/** The running stand-ins, as the site's backends take them. */
export interface DevServices {
  /** Process id of the child (benchmarks sum its memory with the site's). */
  pid: number;
  content?: ContentStandInStarter;
  auth?: AuthStandInStarter;
  search?: SearchStandInStarter;
  /** The leads store's embedded PostgreSQL and SMTP sink, as startLeadsBackend takes them. */
  leads?: LeadsStandIns;
  /** Sends the embedded provider the site's Allowed Callback and Logout URLs. */
  setAllowedUrls(urls: { callbacks: readonly string[]; logouts: readonly string[] }): void;
  close(): Promise<void>;
}

/** Messages of stand-ins/dev-services/src/protocol.ts (kept apart: the site imports no stand-in). */
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
 * - `--liftoff-only`: PGlite's WebAssembly (9 MB) stays in V8's baseline code. By default V8 also
 *   compiles it again with TurboFan in the background and keeps both: about 55 MB more resident
 *   memory and seconds of CPU at start, for no measured gain on the leads store's small statements
 *   (2,000 queries: 5.8 s baseline only, 6.1 s with TurboFan, on the shared 2-core machine).
 * - `--max-semi-space-size=4` (MiB, default 16): the child allocates little per request (CDN
 *   answers, search hits, one statement at a time), so a small young generation costs few
 *   scavenges and saves about 20 MB.
 */
export const STAND_INS_NODE_FLAGS: readonly string[] = ['--liftoff-only', '--max-semi-space-size=4'];

/** Whether any stand-in is needed: one of the five services has no credentials or URL. */
export function needsStandIns(env: Readonly<Record<string, string | undefined>>): boolean {
  return !env.STORYBLOK_TOKEN || !env.AUTH0_DOMAIN || !env.ALGOLIA_APP_ID || !env.DATABASE_URL || !env.SMTP_URL;
}

/** Forwards `/_assets/...` requests to the embedded Storyblok's asset routes (`{origin}/f/...`), streaming both ways. */
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
    // A client that leaves ends the upstream request too.
    res.on('close', () => upstream.destroy());
    pipeline(req, upstream, () => undefined);
  };
}

/**
 * Starts the stand-ins the environment needs in one child process and waits until they listen.
 * Resolves null when every service has credentials (no child). Rejects, killing the child, when
 * it fails (the message names the cause), exits, does not answer within `timeoutMs`, or `signal`
 * aborts.
 */
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
  // The child also exits when this process dies (its IPC channel closes); this covers process.exit.
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
                // Resolves on the answer, or at once if the child is gone (nothing left to re-read).
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

/** The child's `ready`, or a rejection when it fails, exits, times out or the site stops meanwhile. */
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
