import { createHmac } from 'node:crypto';
import { createCookie } from '@remix-run/node';
import { createRemoteJWKSet } from 'jose';
import { Authenticator } from 'remix-auth';
import { z } from 'zod';
import { AUTH_CONSTANTS, type AuthConfig } from './config';
import { SilcaAuth0Strategy, verifiedLogin, type VerifiedLogin } from './auth0-strategy';
import { toAuthError } from './provider-errors';
import { AuthError } from './auth-error';
import { safeReturnTo, SIGNED_IN_HINT_COOKIE, type AuthUser } from './shared';
import { createSessionGate, type SessionRefusal } from './session-gate';
import { memorySessionStore, sessionRefOf, type SessionOwner, type SessionStore } from './session-store';
import { memoryTokenStore, type TokenStore } from './token-store';
import { createTokenRenewal } from './token-renewal';

export { AuthError, toAuthError };

/** Outcome of {@link AuthService.callback}: `headers` must be sent either way (cookies). */
export type CallbackResult =
  | { ok: true; user: AuthUser; returnTo?: string; locale?: string; headers: Headers }
  | {
      ok: false;
      error: AuthError;
      returnTo?: string;
      locale?: string;
      silent: boolean;
      headers: Headers;
      /** The sign-in predates "log out everywhere": log in again with `prompt=login` (docs/requirements/extranet.md#sso-sign-in-time). */
      reauthenticate?: boolean;
    };

/** Options of {@link AuthService.login}. */
export interface LoginOptions {
  /** Where to go after the login; dropped unless same-site relative (docs/requirements/extranet.md#return-path). */
  returnTo?: unknown;
  locale?: string;
  /** `none`: the silent session check of docs/requirements/extranet.md#login-flow (no page shown, `login_required` when absent). */
  prompt?: 'none' | 'login';
  /** Origin of the site as the browser sees it; default the request's origin. */
  origin?: string;
}

/** The login service every route uses (docs/requirements/architecture.md#workspace-layout: libs/auth). No token ever leaves it. */
export interface AuthService {
  readonly mode: AuthConfig['mode'];
  /** Public configuration (docs/requirements/extranet.md#login-flow): domain, client id; never the secret. */
  readonly publicConfig: { domain: string; clientId: string };
  /** A redirect to the provider's /authorize (PKCE, state, nonce) with the transaction cookies. */
  login(request: Request, options?: LoginOptions): Promise<Response>;
  /** Finishes the code flow of a callback; `origin` must be the one given to {@link login}. */
  callback(request: Request, options?: { origin?: string }): Promise<CallbackResult>;
  /**
   * The partner of a request's session, or null when the cookie opens no live session (decision
   * 0870). Throws when the session store cannot be asked.
   */
  getUser(request: Request): Promise<AuthUser | null>;
  /** Whether this browser had a session (hint for the silent check of docs/requirements/extranet.md#login-flow). */
  hadSession(request: Request): Promise<boolean>;
  /** Ends the session (with `everywhere`, every session of the partner), revokes its refresh tokens and redirects through /v2/logout. */
  logout(request: Request, returnTo: string, options?: { everywhere?: boolean }): Promise<Response>;
  /** Ends every session of a partner (operators' CLI, tests); returns how many ended. */
  endSessions(owner: SessionOwner): Promise<number>;
  /** `Set-Cookie` values that clear the session (for a silent logout). */
  clearSessionHeaders(request: Request): Promise<Headers>;
  /** A valid access token for the session, server-side only (docs/requirements/extranet.md#auth-constants). */
  accessToken(request: Request): Promise<string>;
}

/** Internal options of {@link createAuthService}. */
export interface AuthServiceOptions {
  config: AuthConfig & { domain: string };
  now?: () => number;
  /** Where tokens live (decision 0801); default this process's memory (one instance). */
  tokenStore?: TokenStore;
  /** Where sessions live (decision 0870); default this process's memory (one instance). */
  sessionStore?: SessionStore;
  /** How long an instance trusts a session lookup, ms (default 2000). */
  sessionCacheMs?: number;
  /** Told once per refused session cookie per cache period (never the id). */
  onSessionRefused?: (reason: SessionRefusal) => void;
  /** Whether the public origin is HTTPS, asked at each use (the `__Host-` cookie). Default false. */
  https?: () => boolean;
  /** Told once per process and problem (docs/requirements/extranet.md#tenant-configuration-errors). */
  onConfigurationError?: (problem: string) => void;
}

const MAX_CALLBACK_PARAM = 2048;
const SESSION_COOKIE = '__silca_session';
const TX_COOKIE = '__silca_login';
const HINT_COOKIE = '__silca_had_session';
const STATE_COOKIE = '__silca_auth0_state';

const txSchema = z.object({
  returnTo: z.string().optional(),
  locale: z.string().max(16).optional(),
  silent: z.boolean().optional(),
});

/**
 * Builds the login service over remix-auth and remix-auth-auth0
 * (docs/requirements/extranet.md#login-flow, docs/requirements/extranet.md#session-lifetime): code
 * flow with PKCE, state and a nonce bound to the state; a signed cookie holding only a random
 * session id; tokens kept server-side by session id in `tokenStore` (decision 0801).
 */
export function createAuthService({
  config,
  now = () => Math.floor(Date.now() / 1000),
  tokenStore,
  sessionStore,
  sessionCacheMs,
  onSessionRefused,
  https,
  onConfigurationError,
}: AuthServiceOptions): AuthService {
  const reported = new Set<string>();
  const reportConfiguration = (problem: string) => {
    if (reported.has(problem)) return;
    reported.add(problem);
    onConfigurationError?.(problem);
  };
  const secret = config.sessionSecrets[0] ?? '';
  const cookieBase = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    path: '/',
    secrets: config.sessionSecrets,
  };
  const txCookie = createCookie(TX_COOKIE, { ...cookieBase, maxAge: 600 });
  const hintCookie = createCookie(HINT_COOKIE, { ...cookieBase, maxAge: 30 * 24 * 3600 });
  // Readable by the page's script, for the session's absolute lifetime (decision 1025): no secret, no name.
  const signedInCookie = createCookie(SIGNED_IN_HINT_COOKIE, { ...cookieBase, httpOnly: false, maxAge: config.sessionAbsoluteS });
  const issuer = `https://${config.domain}/`;
  const jwks = createRemoteJWKSet(new URL(`https://${config.domain}/.well-known/jwks.json`), {
    timeoutDuration: AUTH_CONSTANTS.httpTimeoutMs,
  });
  const tokens: TokenStore = tokenStore ?? memoryTokenStore({ now });
  const store: SessionStore = sessionStore ?? memorySessionStore({ now, onDelete: (key) => void tokens.delete(key) });
  const nonceFor = (state: string) => createHmac('sha256', secret).update(`nonce:${state}`).digest('base64url');

  const authenticators = new Map<string, { authenticator: Authenticator<VerifiedLogin>; strategy: SilcaAuth0Strategy }>();
  function authFor(request: Request, origin?: string) {
    const redirectURI = config.callbackUrl ?? `${origin ?? new URL(request.url).origin}/auth/callback`;
    let entry = authenticators.get(redirectURI);
    if (!entry) {
      const strategy = new SilcaAuth0Strategy(
        {
          domain: config.domain,
          clientId: config.clientId,
          clientSecret: config.clientSecret,
          redirectURI,
          scopes: ['openid', 'profile', 'email', 'offline_access'],
          audience: config.audience,
          organization: config.organization,
          cookie: { name: STATE_COOKIE, httpOnly: true, sameSite: 'Lax', ...(config.secureCookies ? { secure: true as const } : {}), path: '/', maxAge: 600 },
        },
        ({ tokens: t, request: req }) => verifiedLogin(t, new URL(req.url).searchParams.get('state') ?? '', { config, jwks, issuer, nonceFor, now }),
        nonceFor,
      );
      const authenticator = new Authenticator<VerifiedLogin>();
      authenticator.use(strategy, 'auth0');
      entry = { authenticator, strategy };
      authenticators.set(redirectURI, entry);
    }
    return entry;
  }

  function clearStateCookies(request: Request, headers: Headers) {
    const header = request.headers.get('cookie') ?? '';
    for (const part of header.split(';')) {
      const name = part.split('=')[0]?.trim();
      if (name?.startsWith(STATE_COOKIE)) {
        headers.append('Set-Cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${config.secureCookies ? '; Secure' : ''}`);
      }
    }
  }

  const anyStrategy = () => (authenticators.values().next().value ?? authFor(new Request('http://localhost/'))).strategy;

  const renewTokens = createTokenRenewal({ tokens, now, strategy: anyStrategy });

  const gate = createSessionGate({
    store,
    cookieName: SESSION_COOKIE,
    secrets: config.sessionSecrets,
    secure: config.secureCookies,
    https,
    idleS: config.sessionIdleS,
    absoluteS: config.sessionAbsoluteS,
    touchEveryS: AUTH_CONSTANTS.sessionTouchEveryS,
    cacheMs: sessionCacheMs,
    now,
    onRefused: onSessionRefused,
    // A refresh token revoked at the provider ends the session on the partner's next request.
    async stillValid(key) {
      const stored = await tokens.get(key);
      if (!stored?.refreshToken || stored.expiresAt - AUTH_CONSTANTS.renewBeforeExpiryS > now()) return true;
      try {
        await renewTokens(key);
        return true;
      } catch (error) {
        // A provider outage or a slow renewal keeps the session; only a refusal ends it.
        return !(error instanceof AuthError && error.code === 'missing_refresh_token');
      }
    },
  });

  /** Ends every session of `owner`, revoking their refresh tokens at the provider first. */
  async function endAll(owner: SessionOwner): Promise<number> {
    const open = await store.list(owner);
    const refresh = await Promise.all(open.map(async ({ key }) => (await tokens.get(key))?.refreshToken));
    const ended = await store.deleteAll(owner);
    for (const { record } of open) gate.forgetOwner(record.user.sub);
    await Promise.all(
      refresh.map((token) =>
        token
          ? anyStrategy()
              .revokeToken(token)
              .catch(() => undefined)
          : undefined,
      ),
    );
    return ended;
  }

  async function readTx(request: Request) {
    try {
      const parsed = txSchema.safeParse(await txCookie.parse(request.headers.get('cookie')));
      return parsed.success ? parsed.data : {};
    } catch {
      return {};
    }
  }

  return {
    mode: config.mode,
    publicConfig: { domain: config.domain, clientId: config.clientId },

    async login(request, options = {}) {
      const url = new URL(request.url);
      const locale = options.locale && /^[a-z]{2}$/.test(options.locale) ? options.locale : undefined;
      const start = new URL(url.origin + url.pathname);
      if (locale) start.searchParams.set('lang', locale);
      if (options.prompt) start.searchParams.set('prompt', options.prompt);
      const startRequest = new Request(start, { headers: request.headers });
      const { authenticator } = authFor(request, options.origin);
      let response: Response;
      try {
        await authenticator.authenticate('auth0', startRequest);
        throw new AuthError('request_error', 500, 'strategy did not redirect');
      } catch (thrown) {
        if (!(thrown instanceof Response)) throw toAuthError(thrown);
        response = thrown;
      }
      const headers = new Headers(response.headers);
      const tx = { returnTo: safeReturnTo(options.returnTo), locale, silent: options.prompt === 'none' ? true : undefined };
      headers.append('Set-Cookie', await txCookie.serialize(tx));
      headers.set('Cache-Control', 'no-store');
      return new Response(null, { status: 302, headers });
    },

    async callback(request, options = {}) {
      const url = new URL(request.url);
      const tx = await readTx(request);
      const headers = new Headers({ 'Cache-Control': 'no-store' });
      clearStateCookies(request, headers);
      headers.append('Set-Cookie', await txCookie.serialize('', { maxAge: 0 }));
      const fail = (error: AuthError): CallbackResult => ({
        ok: false,
        error,
        returnTo: tx.returnTo,
        locale: tx.locale,
        silent: tx.silent === true,
        headers,
      });
      for (const [key, value] of url.searchParams) {
        if (key.length > 64 || value.length > MAX_CALLBACK_PARAM) return fail(new AuthError('request_error', 400, `oversized parameter ${key.slice(0, 64)}`));
      }
      const state = url.searchParams.get('state');
      if (!state) return fail(new AuthError('missing_transaction', 400, 'no state in the callback'));
      const { authenticator } = authFor(request, options.origin);
      let verified: VerifiedLogin;
      try {
        verified = await authenticator.authenticate('auth0', request);
      } catch (error) {
        if (error instanceof Response) return fail(new AuthError('request_error', 400, 'unexpected redirect'));
        const authError = toAuthError(error);
        if (authError.detail === 'configuration') reportConfiguration(authError.message);
        if (authError.code === 'login_required' || tx.silent) {
          // docs/requirements/extranet.md#login-errors: login_required logs out silently.
          await gate.end(request);
          headers.append('Set-Cookie', await gate.clearCookie());
          headers.append('Set-Cookie', await hintCookie.serialize('', { maxAge: 0 }));
          headers.append('Set-Cookie', await signedInCookie.serialize('', { maxAge: 0 }));
        }
        return fail(authError);
      }
      // A provider sign-in older than "log out everywhere", or without auth_time, opens no session
      // (docs/requirements/extranet.md#sso-sign-in-time).
      const endedAt = await store.endedAt(verified.user.sub);
      if (endedAt !== null && (verified.authTime === undefined || verified.authTime < endedAt)) {
        const error = new AuthError('login_required', 401, 'the provider sign-in predates the end of every session of this partner');
        return { ...fail(error), reauthenticate: !tx.silent };
      }
      // A new id at every login (no fixation); the browser's previous session, if any, ends.
      await gate.end(request);
      const started = await gate.start(verified.user);
      await tokens.save(started.key, verified.tokens, started.record.createdAt + config.sessionAbsoluteS);
      headers.append('Set-Cookie', started.setCookie);
      headers.append('Set-Cookie', await hintCookie.serialize('1'));
      headers.append('Set-Cookie', await signedInCookie.serialize('1'));
      return { ok: true, user: verified.user, returnTo: tx.returnTo, locale: tx.locale, headers };
    },

    async getUser(request) {
      const session = await gate.open(request);
      return session ? { ...session.record.user, sessionRef: sessionRefOf(session.key) } : null;
    },

    async hadSession(request) {
      try {
        return (await hintCookie.parse(request.headers.get('cookie'))) === '1';
      } catch {
        return false;
      }
    },

    async clearSessionHeaders(request) {
      await gate.end(request);
      const headers = new Headers({ 'Cache-Control': 'no-store' });
      headers.append('Set-Cookie', await gate.clearCookie());
      headers.append('Set-Cookie', await hintCookie.serialize('', { maxAge: 0 }));
      headers.append('Set-Cookie', await signedInCookie.serialize('', { maxAge: 0 }));
      return headers;
    },

    async logout(request, returnTo, options = {}) {
      const session = await gate.open(request);
      if (session && options.everywhere) {
        await endAll({ sub: session.record.user.sub });
      } else if (session) {
        const stored = await tokens.get(session.key);
        if (stored?.refreshToken)
          await anyStrategy()
            .revokeToken(stored.refreshToken)
            .catch(() => undefined);
      }
      const headers = await this.clearSessionHeaders(request);
      const target = new URL(`https://${config.domain}/v2/logout`);
      target.searchParams.set('client_id', config.clientId);
      target.searchParams.set('returnTo', returnTo);
      headers.set('Location', target.toString());
      return new Response(null, { status: 302, headers });
    },

    endSessions: endAll,

    async accessToken(request) {
      const session = await gate.open(request);
      if (!session) throw new AuthError('login_required', 401, 'no session');
      const stored = await tokens.get(session.key);
      if (!stored) throw new AuthError('missing_refresh_token', 401, 'no tokens for this session');
      if (stored.expiresAt - AUTH_CONSTANTS.renewBeforeExpiryS > now()) return stored.accessToken;
      if (!stored.refreshToken) throw new AuthError('missing_refresh_token', 401, 'the session has no refresh token');
      try {
        return (await renewTokens(session.key)).accessToken;
      } catch (error) {
        // A refused refresh token ends the session everywhere (decision 0870).
        if (error instanceof AuthError && error.code === 'missing_refresh_token') await gate.end(request);
        throw error;
      }
    },
  };
}
