import { AUTH_CONSTANTS, readAuthConfig, type AuthConfig } from './config';
import { createAuthService, type AuthService } from './service';
import { trustOriginForFetch } from './tls';
import type { SessionRefusal } from './session-gate';
import { memorySessionStore, sqlSessionStore, type SessionStore } from './session-store';
import { memoryTokenStore, sqlTokenStore, type TokenDatabase, type TokenStore } from './token-store';

/** A running embedded OpenID provider reached over HTTPS like an Auth0 tenant (docs/requirements/architecture.md#embedded-services, decision 1031). */
export interface AuthStandIn {
  /** Auth0-style domain: `127.0.0.1:{port}`. */
  domain: string;
  /** PEM of its self-signed certificate, trusted for this process's fetch to its origin only (decision 0602). */
  certificate: string;
  close?(): Promise<void>;
}

/** What the embedded provider reads of the site: its application's allowed URLs, per request, and the test hook. */
export interface AuthStandInHooks {
  allowedUrls: () => { callbacks: readonly string[]; logouts: readonly string[] };
  tokenDelayMs?: () => number;
}

/** Starts or finds the embedded provider for a validated config in embedded mode. */
export type AuthStandInStarter = (config: AuthConfig, hooks: AuthStandInHooks) => Promise<AuthStandIn>;

/** Options of {@link startAuthBackend}. */
export interface StartAuthBackendOptions {
  /** Environment (AUTH0_*, SESSION_SECRETS, NODE_ENV); validated, a bad value throws naming it. */
  env: Record<string, string | undefined>;
  /** Embedded mode: the Allowed Callback and Logout URLs of the local application, read per request. Default none. */
  allowedUrls?: () => { callbacks: readonly string[]; logouts: readonly string[] };
  /** Test hook: delay of the local provider's token responses in ms. */
  tokenDelayMs?: () => number;
  /** Test hook: HTTP timeout towards the provider in ms. */
  httpTimeoutMs?: number;
  /** Test hook: clock in seconds since the epoch. */
  now?: () => number;
  /** The database sessions and tokens are shared on (decisions 0801, 0870); without it, this process's memory. */
  database?: TokenDatabase;
  /** Told once per refused session cookie per cache period, never with the id. */
  onSessionRefused?: (reason: SessionRefusal) => void;
  /** Whether the public origin is HTTPS, from configuration, never a request header. */
  https?: () => boolean;
  /** Told once per process and problem (docs/requirements/extranet.md#tenant-configuration-errors). */
  onConfigurationError?: (problem: string) => void;
  /** How often sessions past their end are purged from the database (ms). Default 10 minutes. */
  purgeEveryMs?: number;
  /** Embedded mode: starts the embedded provider; its `close` runs on the backend's close. */
  standIn?: AuthStandInStarter;
}

/** A started login backend, the shape every service lib exposes (team rule). */
export interface AuthBackend {
  service: AuthService;
  config: AuthConfig & { domain: string };
  /** The embedded provider when no tenant is configured. */
  localProvider?: AuthStandIn;
  /** Whether the provider answers its discovery document. */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Checks the tenant without touching a partner (docs/requirements/extranet.md#tenant-configuration-errors).
 * A `client_credentials` request, which a Regular Web Application may not make, answers 401
 * `access_denied` only when the secret is refused. Returns the problems found; never throws.
 */
export async function checkTenant(config: AuthConfig & { domain: string }): Promise<string[]> {
  const origin = `https://${config.domain}`;
  const problems: string[] = [];
  try {
    const response = await fetch(`${origin}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(AUTH_CONSTANTS.httpTimeoutMs) });
    const doc = response.ok ? ((await response.json()) as { issuer?: unknown; end_session_endpoint?: unknown }) : null;
    if (!doc) problems.push(`${origin}/.well-known/openid-configuration answered ${response.status}: check AUTH0_DOMAIN`);
    else if (doc.issuer !== `${origin}/`) problems.push(`the tenant's issuer is ${String(doc.issuer)}, not ${origin}/: check AUTH0_DOMAIN`);
    else if (typeof doc.end_session_endpoint !== 'string')
      problems.push('the tenant publishes no end_session_endpoint: turn on RP-Initiated Logout (tenant settings, Advanced)');
    const basic = Buffer.from(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`).toString('base64');
    const token = await fetch(`${origin}/oauth/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', ...(config.audience ? { audience: config.audience } : {}) }),
      signal: AbortSignal.timeout(AUTH_CONSTANTS.httpTimeoutMs),
    });
    if (token.status === 401) problems.push('the tenant refused the client credentials (401): check AUTH0_CLIENT_ID and AUTH0_CLIENT_SECRET');
  } catch (error) {
    problems.push(`the tenant could not be asked at start: ${(error as Error).message}`);
  }
  return problems;
}

/**
 * Starts login (docs/requirements/architecture.md#embedded-services): the Auth0 tenant of
 * `AUTH0_DOMAIN`, else the embedded provider `options.standIn` gives, whose certificate this
 * process's `fetch` trusts for its origin only (decision 0602). Throws when the environment is
 * invalid or the provider cannot start.
 */
export async function startAuthBackend(options: StartAuthBackendOptions): Promise<AuthBackend> {
  const base = readAuthConfig(options.env);
  let localProvider: AuthStandIn | undefined;
  let domain = base.domain;
  if (base.mode === 'embedded') {
    if (!options.standIn)
      throw new Error('No embedded OpenID provider: without AUTH0_DOMAIN the site starts one through its development entry (decision 1031)');
    localProvider = await options.standIn(base, {
      allowedUrls: () => options.allowedUrls?.() ?? { callbacks: [], logouts: [] },
      tokenDelayMs: options.tokenDelayMs,
    });
    domain = localProvider.domain;
  }
  if (!domain) throw new Error('Invalid environment: AUTH0_DOMAIN: missing');
  const origin = `https://${domain}`;
  const untrust = trustOriginForFetch(origin, localProvider?.certificate, options.httpTimeoutMs ?? AUTH_CONSTANTS.httpTimeoutMs);
  const config = { ...base, domain };
  const tokenStore: TokenStore = options.database
    ? sqlTokenStore(options.database, { secrets: config.sessionSecrets, now: options.now })
    : memoryTokenStore({ now: options.now });
  const sessionStore: SessionStore = options.database
    ? sqlSessionStore(options.database, { now: options.now })
    : memorySessionStore({ now: options.now, onDelete: (key) => void tokenStore.delete(key) });
  const purge = () => void Promise.all([sessionStore.purgeExpired(), tokenStore.purgeExpired()]).catch(() => undefined);
  purge();
  const purgeTimer = setInterval(purge, options.purgeEveryMs ?? 10 * 60_000);
  purgeTimer.unref();
  const service = createAuthService({
    config,
    now: options.now,
    tokenStore,
    sessionStore,
    sessionCacheMs: config.sessionCacheMs,
    onSessionRefused: options.onSessionRefused,
    https: options.https,
    onConfigurationError: options.onConfigurationError,
  });
  // In the background: the site does not wait for the tenant.
  if (options.onConfigurationError) {
    const report = options.onConfigurationError;
    void checkTenant(config).then((problems) => problems.forEach((p) => report(p)));
  }
  return {
    service,
    config,
    localProvider,
    async ready() {
      try {
        const response = await fetch(`${origin}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(AUTH_CONSTANTS.httpTimeoutMs) });
        return response.ok;
      } catch {
        return false;
      }
    },
    async close() {
      clearInterval(purgeTimer);
      await untrust();
      await localProvider?.close?.();
    },
  };
}
