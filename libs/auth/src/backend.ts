import { AUTH_CONSTANTS, readAuthConfig, type AuthConfig } from './config';
import { createAuthService, type AuthService } from './service';
import { trustOriginForFetch } from './tls';
import type { SessionRefusal } from './session-gate';
import { memorySessionStore, sqlSessionStore, type SessionStore } from './session-store';
import { memoryTokenStore, sqlTokenStore, type TokenDatabase, type TokenStore } from './token-store';

/**
 * A running embedded OpenID provider (stand-ins/auth0), reached over HTTPS like an Auth0 tenant
 * (docs/requirements/architecture.md#embedded-services, decision 1031): in its own process when the
 * site starts it through its development entry, in the test's process in tests.
 */
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
  /**
   * Embedded mode: the Allowed Callback and Logout URLs of the local provider's application, as
   * on an Auth0 tenant (exact URLs; read per request, so a site on a free port can answer after
   * listening). Default none: every login and logout return is refused.
   */
  allowedUrls?: () => { callbacks: readonly string[]; logouts: readonly string[] };
  /** Test hook: delay of the local provider's token responses in ms. */
  tokenDelayMs?: () => number;
  /** Test hook: HTTP timeout towards the provider in ms (docs/requirements/extranet.md#auth-constants: 10 000). */
  httpTimeoutMs?: number;
  /** Test hook: clock in seconds since the epoch. */
  now?: () => number;
  /**
   * The database of the `auth_sessions` and `auth_tokens` tables (libs/forms' leads database,
   * migrations 2 and 3): sessions and tokens are shared by every instance on it (decisions 0801,
   * 0870). Without it they stay in this process's memory.
   */
  database?: TokenDatabase;
  /** Told once per refused session cookie per cache period, never with the id (the site sums them in its log). */
  onSessionRefused?: (reason: SessionRefusal) => void;
  /**
   * Whether the site's public origin is HTTPS (asked at each use; the site answers from its
   * configured origin, never from a request header): the session cookie is then `__Host-` prefixed.
   */
  https?: () => boolean;
  /** Told once per process and problem when the provider refuses the site's configuration (refused client secret, no roles claim). */
  onConfigurationError?: (problem: string) => void;
  /** How often sessions past their end are purged from the database (ms). Default 10 minutes. */
  purgeEveryMs?: number;
  /** Embedded mode (no AUTH0_DOMAIN): gives the embedded provider; its `close`, if any, runs on the backend's close. */
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
 * What can be checked of the tenant at start without touching a partner (docs/requirements/content.md#stand-in-goals): the discovery
 * document (issuer `https://{domain}/`, `end_session_endpoint`), and the client's credentials: a
 * `client_credentials` request, which a Regular Web Application may not make, answers 401
 * `access_denied` only when the secret is refused (otherwise 403 `unauthorized_client`, or a
 * token when the grant is on). Returns the problems found; never throws.
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
 * Starts login (docs/requirements/architecture.md#embedded-services): with `AUTH0_DOMAIN` set it talks to that Auth0 tenant; without it,
 * to the embedded OpenID provider that `options.standIn` gives (throws without one), over HTTPS
 * with a certificate generated at its start, and trusts that certificate for this process's `fetch`
 * to that origin only (decision 0602). In both modes requests to the provider get the 10 s
 * timeout of docs/requirements/extranet.md#auth-constants. Tokens go to `database` when given (shared by instances), else memory.
 * Throws when the environment is invalid or the provider cannot start.
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
  // Sessions past their idle or absolute end: their rows go at start and then every ten minutes.
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
  // Checked at start, in the background (the site does not wait for the tenant): each problem is
  // a configuration error for operators (docs/requirements/content.md#stand-in-goals).
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
