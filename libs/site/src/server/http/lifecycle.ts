import type { Server } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import { log } from './log';

/**
 * Process lifecycle of a market server (docs/requirements/performance.md#production-process, decision 0721):
 * - `GET /healthz`: 200 `{ ok: true, market }` while serving HTTP, draining included;
 * - `GET /readyz`: 200 when every backend's `ready()` is true within READINESS_TIMEOUT_MS, else 503 naming the failing ones; 503 `{
 *   draining: true }` once shutdown began;
 * - SIGTERM/SIGINT: stop accepting, let requests finish, `close()`, exit 0; after SHUTDOWN_TIMEOUT_MS cut the rest and exit 1.
 */

export interface ReadinessSource {
  /** False or a rejection means not ready. */
  ready?: () => Promise<boolean>;
}

export interface LifecycleOptions {
  market: string;
  /** READINESS_TIMEOUT_MS, SHUTDOWN_TIMEOUT_MS; default `process.env`. */
  env?: Record<string, string | undefined>;
  exit?: (code: number) => void;
}

/** One server's lifecycle: mount `middleware`, register backends, then `handleSignals`. */
export interface Lifecycle {
  /** Answers `/healthz` and `/readyz`; `Connection: close` while draining. */
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  register(name: string, source: ReadinessSource): void;
  readiness(): Promise<{ ready: boolean; checks: Record<string, boolean> }>;
  readonly draining: boolean;
  /** Graceful stop; resolves the exit code (0, or 1 on timeout or error). Idempotent. */
  shutdown(server: Server, close: () => Promise<void>, reason?: string): Promise<number>;
  handleSignals(server: Server, close: () => Promise<void>): void;
}

const envSchema = z.object({
  READINESS_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(2_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
});

/** Reads READINESS_TIMEOUT_MS and SHUTDOWN_TIMEOUT_MS; throws naming an invalid one. */
export function readLifecycleConfig(env: Record<string, string | undefined>): z.infer<typeof envSchema> {
  const parsed = envSchema.safeParse({
    READINESS_TIMEOUT_MS: env.READINESS_TIMEOUT_MS || undefined,
    SHUTDOWN_TIMEOUT_MS: env.SHUTDOWN_TIMEOUT_MS || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

function withTimeout(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    Promise.resolve()
      .then(check)
      .then(
        (ok) => resolve(ok === true),
        () => resolve(false),
      )
      .finally(() => clearTimeout(timer));
  });
}

/** Creates one server's lifecycle; throws on invalid variables. */
export function createLifecycle(options: LifecycleOptions): Lifecycle {
  const config = readLifecycleConfig(options.env ?? process.env);
  const sources = new Map<string, ReadinessSource>();
  let draining = false;
  let stopping: Promise<number> | null = null;
  let server: Server | null = null;

  const readiness: Lifecycle['readiness'] = async () => {
    const names = [...sources.keys()];
    const results = await Promise.all(
      names.map((name) => {
        const ready = sources.get(name)?.ready;
        return ready ? withTimeout(ready, config.READINESS_TIMEOUT_MS) : Promise.resolve(true);
      }),
    );
    const checks = Object.fromEntries(names.map((name, i) => [name, results[i]!]));
    return { ready: results.every(Boolean), checks };
  };

  const middleware: Lifecycle['middleware'] = (req, res, next) => {
    if (draining) {
      res.setHeader('Connection', 'close');
      // An idle socket would keep the server from finishing its close.
      res.once('finish', () => server?.closeIdleConnections());
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/healthz') {
      res.set('Cache-Control', 'no-store').json({ ok: true, market: options.market, draining });
      return;
    }
    if (req.path === '/readyz') {
      if (draining) {
        res.status(503).set('Cache-Control', 'no-store').json({ ready: false, draining: true });
        return;
      }
      readiness().then(
        (result) => {
          if (!result.ready) log.warn('not ready', { checks: result.checks });
          res
            .status(result.ready ? 200 : 503)
            .set('Cache-Control', 'no-store')
            .json(result);
        },
        (error: unknown) => next(error),
      );
      return;
    }
    next();
  };

  const shutdown: Lifecycle['shutdown'] = (httpServer, close, reason = 'shutdown') => {
    stopping ??= (async () => {
      draining = true;
      server = httpServer;
      const started = Date.now();
      log.info('draining', { reason, timeoutMs: config.SHUTDOWN_TIMEOUT_MS });
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        log.warn('shutdown timeout: closing open connections', { timeoutMs: config.SHUTDOWN_TIMEOUT_MS });
        httpServer.closeAllConnections();
      }, config.SHUTDOWN_TIMEOUT_MS);
      timer.unref();
      try {
        const closing = close();
        httpServer.closeIdleConnections();
        await closing;
        log.info('stopped', { ms: Date.now() - started });
        return timedOut ? 1 : 0;
      } catch (error) {
        log.error('shutdown failed', { error: (error as Error)?.message ?? String(error) });
        return 1;
      } finally {
        clearTimeout(timer);
      }
    })();
    return stopping;
  };

  return {
    middleware,
    register(name, source) {
      sources.set(name, source);
    },
    readiness,
    get draining() {
      return draining;
    },
    shutdown,
    handleSignals(httpServer, close) {
      server = httpServer;
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        process.once(signal, () => {
          void shutdown(httpServer, close, signal).then((code) => (options.exit ?? process.exit)(code));
        });
      }
    },
  };
}

export interface ContentReadinessTarget extends ReadinessSource {
  config: { token: string; apiUrl?: string; region?: string };
  localServer?: { endpoint: string };
}

const REGION_ENDPOINTS: Record<string, string> = {
  eu: 'https://api.storyblok.com/v2',
  us: 'https://api-us.storyblok.com/v2',
  ap: 'https://api-ap.storyblok.com/v2',
  ca: 'https://api-ca.storyblok.com/v2',
  cn: 'https://app.storyblokchina.cn/v2',
};

/** Readiness of the content backend: its `ready()`, else a 2xx from `cdn/spaces/me`. Never throws. */
export function contentReadiness(backend: ContentReadinessTarget): ReadinessSource {
  if (typeof backend.ready === 'function') return { ready: () => backend.ready!() };
  return {
    ready: async () => {
      const endpoint = backend.localServer?.endpoint ?? backend.config.apiUrl ?? REGION_ENDPOINTS[backend.config.region ?? 'eu'] ?? REGION_ENDPOINTS.eu!;
      const url = `${endpoint.replace(/\/$/, '')}/cdn/spaces/me?token=${encodeURIComponent(backend.config.token)}`;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
        await response.body?.cancel();
        return response.ok;
      } catch {
        return false;
      }
    },
  };
}
