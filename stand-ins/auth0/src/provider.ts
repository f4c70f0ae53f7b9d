import { randomBytes } from 'node:crypto';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import { auth0EndSessionError, auth0UserinfoError, logoutErrorPage, logoutRefusedText } from './auth0-answers';
import { auth0Discovery, unsupportedRoute } from './discovery';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { createLocalCertificate, ROLES_CLAIM } from '@silca/auth';
import { pageLocale, renderLoginPage } from './login-page';
import { memoryAdapter } from './memory-adapter';
import { checkPassword, DEV_MFA_CODE, findUser } from './users';

/** Options of {@link startLocalProvider}. */
export interface LocalProviderOptions {
  /** Port to listen on (0 = a free one). */
  port: number;
  clientId: string;
  clientSecret: string;
  /** When set, every development user belongs to it and ID tokens carry `org_id`. */
  organization?: string;
  /**
   * The application's Allowed Callback URLs, as on an Auth0 tenant: a `redirect_uri` must equal
   * one of them (read on every request: the site learns its port after listening). Default none.
   */
  allowedCallbackUrls?: () => readonly string[];
  /** The application's Allowed Logout URLs: `returnTo` of /v2/logout and `post_logout_redirect_uri` of /oidc/logout. Default none. */
  allowedLogoutUrls?: () => readonly string[];
  /**
   * Whether ID tokens carry the roles claim ({@link ROLES_CLAIM}), as when the tenant's post-login
   * Action is deployed (default true). False plays a tenant without it.
   */
  rolesClaim?: boolean;
  /** Test hook: delay of every token response in ms (timeout tests). */
  tokenDelayMs?: () => number;
  /**
   * Lifetime of access tokens in seconds, the token response's `expires_in` (default 86 400, a
   * tenant's default; decision 1058). Renewal tests set it shorter to reach a due token.
   */
  accessTokenTtlS?: number;
}

/** A running local provider. */
export interface LocalProvider {
  /** Auth0-style domain: `127.0.0.1:{port}`. */
  domain: string;
  /** `https://{domain}/` with Auth0's trailing slash. */
  issuer: string;
  /** `https://{domain}` (no trailing slash). */
  origin: string;
  /** PEM of its self-signed certificate (trusted by the site's fetch, decision 0602). */
  certificate: string;
  close(): Promise<void>;
}

const RUNTIME_WARNING = /oidc-provider WARNING: Unsupported runtime/;

/**
 * Loads oidc-provider when the embedded provider starts (never in Auth0 mode), without its
 * "Unsupported runtime" line: every 9.x release asks for Node 22 while the platform runs Node 20,
 * a known and recorded condition (decision 0872), not news for each start. Other warnings pass.
 */
async function loadOidcProvider(): Promise<typeof import('oidc-provider').default> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && RUNTIME_WARNING.test(args[0])) return;
    warn(...args);
  };
  try {
    return (await import('oidc-provider')).default;
  } finally {
    console.warn = warn;
  }
}

/** Auth0's token endpoint answers a refused client authentication with this (401), not `invalid_client`. */
export const AUTH0_CLIENT_REFUSED = { error: 'access_denied', error_description: 'Unauthorized' } as const;

const MAX_FORM_BYTES = 8 * 1024;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw Object.assign(new Error('form too large'), { status: 413 });
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function sendHtml(res: ServerResponse, status: number, html: string, nonce: string) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', `default-src 'none'; style-src 'nonce-${nonce}'; frame-ancestors 'none'`);
  res.end(html);
}

/**
 * Rewrites token endpoint errors into Auth0's documented answers (docs/requirements/architecture.md#stand-in-contracts): a refused client
 * authentication is 401 {@link AUTH0_CLIENT_REFUSED} (not RFC 6749's `invalid_client`); an
 * unknown, used or expired code or refresh token, or a wrong PKCE verifier, is 403 `invalid_grant`
 * with Auth0's wording.
 */
function auth0TokenError(ctx: KoaContextWithOIDC) {
  const body = ctx.body as { error?: string; error_description?: string } | undefined;
  if (!body || typeof body !== 'object' || typeof body.error !== 'string') return;
  if (body.error === 'invalid_client') {
    ctx.status = 401;
    ctx.remove('WWW-Authenticate');
    ctx.body = { ...AUTH0_CLIENT_REFUSED };
  } else if (body.error === 'invalid_grant') {
    ctx.status = 403;
    const refresh = ctx.oidc?.params?.grant_type === 'refresh_token' || /refresh/i.test(body.error_description ?? '');
    const verifier = ctx.state.pkceFailed === true;
    ctx.body = {
      error: 'invalid_grant',
      error_description: refresh ? 'Unknown or invalid refresh token.' : verifier ? 'Failed to verify code verifier' : 'Invalid authorization code',
    };
  }
}

/**
 * Starts the embedded OpenID Connect provider (docs/requirements/architecture.md#embedded-services, docs/requirements/extranet.md#login-flow): oidc-provider behind
 * HTTPS with a certificate generated at start, answering Auth0's routes (`/authorize`,
 * `/oauth/token`, `/userinfo`, `/oauth/revoke`, `/.well-known/openid-configuration`,
 * `/.well-known/jwks.json`, `/v2/logout?returnTo=&client_id=`, without returnTo to the first
 * Allowed Logout URL), signing RS256 ID tokens with
 * Auth0's claims (issuer `https://{domain}/`, aud, sub, nonce, iat, exp, `org_id` with an
 * organization, roles in {@link ROLES_CLAIM}; `auth_time` only when `max_age` or `prompt=login` was
 * requested, as on Auth0; `updated_at` as an ISO string), PKCE (S256) required of public clients only, and its own login page
 * (`/login/{uid}`) for the development users. Refusals on /userinfo and the logout routes are
 * a tenant's (decision 1066). Throws when the port is taken or openssl is missing.
 */
export async function startLocalProvider(options: LocalProviderOptions): Promise<LocalProvider> {
  const certificate = createLocalCertificate();
  const callbackAllowed = (url: string) => (options.allowedCallbackUrls?.() ?? []).includes(url);
  const logoutAllowed = (url: string) => (options.allowedLogoutUrls?.() ?? []).includes(url);
  const rolesClaim = options.rolesClaim ?? true;
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = https.createServer({ cert: certificate.cert, key: certificate.key }, (req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const domain = `127.0.0.1:${port}`;
  const origin = `https://${domain}`;
  const issuer = `${origin}/`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') };

  const Provider = await loadOidcProvider();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: ['http://localhost/auth/callback'],
        post_logout_redirect_uris: ['http://localhost/'],
        token_endpoint_auth_method: 'client_secret_basic',
        // Auth0 puts auth_time in the ID token only when the request has max_age or prompt=login
        // (Auth0 docs, "Force Reauthentication in OIDC"; OIDC Core 3.1.2.1): oidc-provider's own
        // rule once require_auth_time is off (decision 1050).
        require_auth_time: false,
      },
    ],
    adapter: memoryAdapter(),
    async findAccount(_ctx, sub) {
      const user = findUser(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            name: user.name,
            nickname: user.email.split('@')[0],
            email: user.email,
            email_verified: true,
            locale: user.locale,
            ...(rolesClaim ? { [ROLES_CLAIM]: user.roles } : {}),
            ...(options.organization ? { org_id: options.organization } : {}),
            // Auth0 sends updated_at as an ISO 8601 string, not OpenID's seconds.
            updated_at: '2026-01-01T00:00:00.000Z',
          };
        },
      };
    },
    claims: {
      openid: ['sub', ROLES_CLAIM, 'org_id'],
      profile: ['name', 'nickname', 'locale', 'updated_at'],
      email: ['email', 'email_verified'],
    },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    // Auth0 puts the profile claims in the ID token of the code flow.
    conformIdTokenClaims: false,
    extraParams: ['audience', 'organization', 'ui_locales'],
    // What a tenant publishes and follows (decision 1057): the code flow only, Auth0's client
    // authentication methods and their signing algorithms; no pushed authorization requests, no DPoP.
    responseTypes: ['code'],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'private_key_jwt'],
    enabledJWA: { clientAuthSigningAlgValues: ['RS256', 'RS384', 'PS256'] },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      // A client revokes its own tokens only (RFC 7009 2.1).
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx: unknown, client: { clientId: string }, token: { clientId: string }) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      // Auth0's OIDC logout (`/oidc/logout`, `end_session_endpoint`): no confirmation page when the
      // request is the application's own, as on Auth0; the form submits itself.
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          ctx.type = 'html';
          ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Logout</title></head><body>${form}<noscript><button type="submit" form="op.logoutForm" name="logout" value="yes">Log out</button></noscript><script>var f=document.forms[0];var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit()</script></body></html>`;
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.type = 'html';
          ctx.body =
            '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Logout</title></head><body><main><h1>Logged out</h1></main></body></html>';
        },
      },
    },
    // Auth0 with refresh token rotation: every refresh answers a new refresh token; reusing an
    // old one revokes the whole family (oidc-provider revokes the grant of a consumed token).
    rotateRefreshToken: true,
    interactions: { url: (_ctx, interaction) => `/login/${interaction.uid}` },
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      userinfo: '/userinfo',
      jwks: '/.well-known/jwks.json',
      revocation: '/oauth/revoke',
      end_session: '/oidc/logout',
    },
    // Auth0 requires PKCE of public clients only; a regular web application (confidential, with
    // a client secret) may leave it out. S256 only: oidc-provider 9 has no `plain` (decision 1053).
    pkce: { required: (_ctx, client) => client.clientAuthMethod === 'none' },
    ttl: {
      AccessToken: options.accessTokenTtlS ?? 86_400,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Session: 24 * 3600,
      Grant: 24 * 3600,
      RefreshToken: 24 * 3600,
    },
    clientBasedCORS: () => false,
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Login error</title></head><body><main><h1>Login error</h1><p>${escapeHtml(String(out.error))}: ${escapeHtml(String(out.error_description ?? ''))}</p></main></body></html>`;
    },
  });

  // Allowed Callback and Logout URLs are the application's settings, read per request (the site
  // knows its port after listening); exact matches only, as Auth0 compares them. Auth0 puts `sid`
  // in every ID token; oidc-provider only for back-channel logout clients.
  const clientProto = provider.Client.prototype as unknown as {
    redirectUriAllowed(v: string): boolean;
    postLogoutRedirectUriAllowed(v: string): boolean;
    includeSid(): boolean;
  };
  clientProto.redirectUriAllowed = (value: string) => callbackAllowed(value);
  clientProto.postLogoutRedirectUriAllowed = (value: string) => logoutAllowed(value);
  clientProto.includeSid = () => true;

  // oidc-provider words every refused grant alike; the cause tells a wrong PKCE verifier apart.
  provider.on('grant.error', (ctx, error) => {
    if (/code_verifier|code_challenge/.test(error.cause?.message ?? '')) ctx.state.pkceFailed = true;
  });

  // Auth0's logout: GET /v2/logout?client_id=&returnTo= ends the provider's session and redirects.
  provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    if (ctx.path === '/oauth/token' && options.tokenDelayMs) {
      const delay = options.tokenDelayMs();
      if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    }
    if (ctx.path === '/oauth/token' && ctx.method === 'POST') {
      await next();
      auth0TokenError(ctx);
      return;
    }
    // A tenant's refusals on /userinfo and /oidc/logout, recorded in src/test/auth0-recorded-*.json of libs/auth.
    if (ctx.path === '/userinfo') {
      await next();
      auth0UserinfoError(ctx);
      return;
    }
    if (ctx.path === '/oidc/logout') {
      await next();
      auth0EndSessionError(ctx);
      return;
    }
    // The discovery document as a tenant answers it; the routes it names that the stand-in does
    // not follow are refused naming the feature (decision 1057).
    if (ctx.path === '/.well-known/openid-configuration') {
      await next();
      if (ctx.status === 200 && ctx.body && typeof ctx.body === 'object') ctx.body = auth0Discovery(ctx.body as Record<string, unknown>, origin);
      return;
    }
    const refused = unsupportedRoute(ctx.path);
    if (refused) {
      ctx.status = refused.status;
      ctx.body = refused.body;
      return;
    }
    // Auth0 issues a refresh token to a first-party client that asks for offline_access without
    // a consent screen; OpenID Connect (and oidc-provider) want prompt=consent for it. A silent
    // check (prompt=none) keeps the rule and gets no refresh token.
    if (ctx.path === '/authorize' && ctx.method === 'GET') {
      const scope = ctx.query.scope;
      const prompt = typeof ctx.query.prompt === 'string' ? ctx.query.prompt.split(' ') : [];
      if (typeof scope === 'string' && scope.split(' ').includes('offline_access') && !prompt.includes('none') && !prompt.includes('consent')) {
        ctx.query = { ...ctx.query, prompt: [...prompt, 'consent'].join(' ') };
      }
    }
    if (ctx.path !== '/v2/logout' || ctx.method !== 'GET') return next();
    const clientId = ctx.query.client_id;
    const returnTo = ctx.query.returnTo;
    const session = await provider.Session.get(ctx as never);
    if (session.accountId) await session.destroy();
    ctx.cookies.set('_session', null);
    ctx.cookies.set('_session.sig', null);
    ctx.set('Cache-Control', 'no-store');
    if (typeof returnTo === 'string' && clientId === options.clientId && logoutAllowed(returnTo)) {
      ctx.status = 302;
      ctx.redirect(returnTo);
      return;
    }
    // With client_id and no returnTo, Auth0 returns to the application's first Allowed Logout URL.
    const first = options.allowedLogoutUrls?.()[0];
    if (returnTo === undefined && clientId === options.clientId && first) {
      ctx.status = 302;
      ctx.redirect(first);
      return;
    }
    ctx.status = typeof returnTo === 'string' ? 400 : 200;
    ctx.type = 'html';
    ctx.body =
      typeof returnTo === 'string'
        ? logoutErrorPage(logoutRefusedText('returnTo', returnTo, typeof clientId === 'string' ? clientId : undefined))
        : '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Logout</title></head><body><main><h1>Logged out</h1></main></body></html>';
  });

  const oidc = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string) {
    const nonce = randomBytes(12).toString('base64');
    let details;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      sendHtml(
        res,
        400,
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Login expired</title></head><body><main><h1>This login has expired</h1><p>Go back to the site and log in again.</p></main></body></html>',
        nonce,
      );
      return;
    }
    if (details.uid !== uid) {
      sendHtml(
        res,
        400,
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Login</title></head><body><main><h1>Unknown login</h1></main></body></html>',
        nonce,
      );
      return;
    }
    const locale = pageLocale(details.params.ui_locales, req.headers['accept-language']);
    const action = `/login/${uid}`;
    const clientId = String(details.params.client_id);

    /** `amr` undefined: consent only, the sign-in (and its `auth_time`) stays the session's. */
    const finishLogin = async (accountId: string, amr?: string[]) => {
      const grant = new provider.Grant({ accountId, clientId });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      const result = amr ? { login: { accountId, amr }, consent: { grantId } } : { consent: { grantId } };
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    };

    // A returning partner (consent only): first-party client, granted without asking, as Auth0
    // does, and without a new sign-in: single sign-on keeps the first sign-in's auth_time.
    if (details.prompt.name === 'consent' && details.session?.accountId) {
      await finishLogin(details.session.accountId);
      return;
    }
    if (req.method === 'GET') {
      sendHtml(res, 200, renderLoginPage({ locale, action, step: 'password', nonce }), nonce);
      return;
    }
    if (req.method !== 'POST') {
      res.statusCode = 405;
      res.end();
      return;
    }
    const form = await readForm(req);
    const step = form.get('step') === 'mfa' ? 'mfa' : 'password';
    if (form.get('intent') === 'cancel') {
      const error =
        step === 'mfa'
          ? { error: 'mfa_required', error_description: 'Multifactor authentication required' }
          : { error: 'access_denied', error_description: 'User cancelled the login' };
      await provider.interactionFinished(req, res, error, { mergeWithLastSubmission: false });
      return;
    }
    if (step === 'mfa') {
      const pending = details.lastSubmission?.pendingMfa as string | undefined;
      const user = pending ? findUser(pending) : undefined;
      if (!user) {
        sendHtml(res, 200, renderLoginPage({ locale, action, step: 'password', nonce }), nonce);
        return;
      }
      if (form.get('code')?.trim() !== DEV_MFA_CODE) {
        sendHtml(res, 200, renderLoginPage({ locale, action, step: 'mfa', invalid: true, nonce }), nonce);
        return;
      }
      await finishLogin(user.sub, ['pwd', 'mfa']);
      return;
    }
    const email = form.get('email') ?? '';
    const user = checkPassword(email, form.get('password') ?? '');
    if (!user) {
      sendHtml(res, 200, renderLoginPage({ locale, action, step: 'password', email: email.slice(0, 200), invalid: true, nonce }), nonce);
      return;
    }
    if (user.mfa) {
      // Remember who passed the first step on the interaction itself (server side).
      details.lastSubmission = { pendingMfa: user.sub } as never;
      await details.save(details.exp - Math.floor(Date.now() / 1000));
      sendHtml(res, 200, renderLoginPage({ locale, action, step: 'mfa', nonce }), nonce);
      return;
    }
    await finishLogin(user.sub, ['pwd']);
  }

  handler = (req, res) => {
    const match = /^\/login\/([A-Za-z0-9_-]{1,64})$/.exec((req.url ?? '').split('?')[0] ?? '');
    if (match?.[1]) {
      interaction(req, res, match[1]).catch((error: { status?: number }) => {
        if (!res.headersSent) {
          res.statusCode = error.status ?? 500;
          res.end();
        }
      });
      return;
    }
    void oidc(req, res);
  };

  return {
    domain,
    issuer,
    origin,
    certificate: certificate.cert,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
