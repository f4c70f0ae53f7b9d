import { randomBytes } from 'node:crypto';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { ROLES_CLAIM } from '../config';
import { createLocalCertificate } from '../tls';
import { pageLocale, renderLoginPage } from './login-page';
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
   * Whether a callback URL or a logout `returnTo` may be used. Default: any http(s) URL on
   * localhost or 127.0.0.1 (the site runs on a free port in tests).
   */
  allowRedirect?: (url: string) => boolean;
  /** Test hook: delay of every token response in ms (timeout tests). */
  tokenDelayMs?: () => number;
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

function defaultAllowRedirect(url: string): boolean {
  try {
    const u = new URL(url);
    return (u.protocol === 'http:' || u.protocol === 'https:') && (u.hostname === 'localhost' || u.hostname === '127.0.0.1');
  } catch {
    return false;
  }
}

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
 * Starts the embedded OpenID Connect provider (DESIGN.md 6, issue 9): oidc-provider behind
 * HTTPS with a certificate generated at start, answering Auth0's routes (`/authorize`,
 * `/oauth/token`, `/userinfo`, `/oauth/revoke`, `/.well-known/openid-configuration`,
 * `/.well-known/jwks.json`, `/v2/logout?returnTo=&client_id=`), signing RS256 ID tokens with
 * Auth0's claims (issuer `https://{domain}/`, aud, sub, nonce, iat, exp, `org_id` with an
 * organization, roles in {@link ROLES_CLAIM}), PKCE required, and its own login page
 * (`/login/{uid}`) for the development users. Throws when the port is taken or openssl is missing.
 */
export async function startLocalProvider(options: LocalProviderOptions): Promise<LocalProvider> {
  const certificate = createLocalCertificate();
  const allowRedirect = options.allowRedirect ?? defaultAllowRedirect;
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

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: ['http://localhost/auth/callback'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
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
            [ROLES_CLAIM]: user.roles,
            ...(options.organization ? { org_id: options.organization } : {}),
            updated_at: 1_767_225_600,
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
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: false },
    },
    interactions: { url: (_ctx, interaction) => `/login/${interaction.uid}` },
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      userinfo: '/userinfo',
      jwks: '/.well-known/jwks.json',
      revocation: '/oauth/revoke',
    },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 3600,
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

  // Callback and logout URLs of the site: its origin is only known per request (free ports).
  const clientProto = provider.Client.prototype as unknown as { redirectUriAllowed(v: string): boolean };
  const redirectUriAllowed = clientProto.redirectUriAllowed;
  clientProto.redirectUriAllowed = function (this: unknown, value: string) {
    return (allowRedirect(value) && new URL(value).pathname === '/auth/callback') || redirectUriAllowed.call(this, value);
  };

  // Auth0's logout: GET /v2/logout?client_id=&returnTo= ends the provider's session and redirects.
  provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    if (ctx.path === '/oauth/token' && options.tokenDelayMs) {
      const delay = options.tokenDelayMs();
      if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    }
    // Auth0 issues a refresh token to a first-party client that asks for offline_access without
    // a consent screen; OpenID Connect (and oidc-provider) want prompt=consent for it. A silent
    // check (prompt=none) keeps the rule and gets no refresh token.
    if (ctx.path === '/authorize' && ctx.method === 'GET') {
      const scope = ctx.query.scope;
      if (typeof scope === 'string' && scope.split(' ').includes('offline_access') && ctx.query.prompt === undefined) {
        ctx.query = { ...ctx.query, prompt: 'consent' };
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
    if (typeof returnTo === 'string' && clientId === options.clientId && allowRedirect(returnTo)) {
      ctx.status = 302;
      ctx.redirect(returnTo);
      return;
    }
    ctx.status = typeof returnTo === 'string' ? 400 : 200;
    ctx.type = 'html';
    ctx.body =
      ctx.status === 400
        ? '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Logout</title></head><body><main><h1>Logged out</h1><p>The returnTo URL is not allowed for this client.</p></main></body></html>'
        : '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Logout</title></head><body><main><h1>Logged out</h1></main></body></html>';
  });

  const oidc = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string) {
    const nonce = randomBytes(12).toString('base64');
    let details;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      sendHtml(res, 400, '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Login expired</title></head><body><main><h1>This login has expired</h1><p>Go back to the site and log in again.</p></main></body></html>', nonce);
      return;
    }
    if (details.uid !== uid) {
      sendHtml(res, 400, '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Login</title></head><body><main><h1>Unknown login</h1></main></body></html>', nonce);
      return;
    }
    const locale = pageLocale(details.params.ui_locales, req.headers['accept-language']);
    const action = `/login/${uid}`;
    const clientId = String(details.params.client_id);

    const finishLogin = async (accountId: string, amr: string[]) => {
      const grant = new provider.Grant({ accountId, clientId });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId, amr }, consent: { grantId } }, { mergeWithLastSubmission: false });
    };

    // A returning partner (consent only): first-party client, granted without asking, as Auth0 does.
    if (details.prompt.name === 'consent' && details.session?.accountId) {
      await finishLogin(details.session.accountId, ['pwd']);
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
