import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTenant, startAuthBackend, type AuthBackend } from './backend';
import { ROLES_CLAIM } from './config';
import { createAuthService } from './service';
import { CookieJar, followProvider } from './test/browser';
import { auth0StandIn } from '@silca/stand-in-auth0';

// Contract of the embedded Auth0 stand-in (docs/requirements/architecture.md#stand-in-contracts, decision 0871), through openid-client, an
// independent certified OpenID client (not our code, not remix-auth). The expected answers are
// Auth0's documented ones: Authentication API (/authorize, /oauth/token errors, /oidc/logout,
// /v2/logout), refresh token rotation with automatic reuse detection, Allowed Callback and
// Logout URLs, and ID token claims (sid, auth_time, the post-login Action's roles claim).
const SITE = 'http://localhost:3997';
const CALLBACK = `${SITE}/auth/callback`;
const HOME = `${SITE}/en/global`;
const partner = { email: 'partner@silca.test', password: 'partner-pass-1' };
let backend: AuthBackend;
let bare: AuthBackend;
let config: oidc.Configuration;

const allowedUrls = () => ({ callbacks: [CALLBACK], logouts: [HOME] });

beforeAll(async () => {
  backend = await startAuthBackend({ standIn: auth0StandIn, env: {}, allowedUrls });
  // A tenant whose post-login Action is not deployed: no roles claim.
  bare = await startAuthBackend({ standIn: auth0StandIn, env: { AUTH0_LOCAL_ROLES_CLAIM: 'off' }, allowedUrls });
  config = await discover(backend);
});
afterAll(async () => {
  await backend?.close();
  await bare?.close();
});

const issuerOf = (b: AuthBackend) => new URL(`https://${b.config.domain}/`);
const discover = (b: AuthBackend, secret = b.config.clientSecret) => oidc.discovery(issuerOf(b), b.config.clientId, secret, oidc.ClientSecretBasic(secret));

/** A full code flow with PKCE, state and nonce, driven by openid-client; returns the token response. */
async function codeFlow(cfg: oidc.Configuration, b: AuthBackend = backend, extra: Record<string, string> = {}, jar = new CookieJar()) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(cfg, {
    redirect_uri: CALLBACK,
    scope: 'openid profile email offline_access',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  const end = await followProvider(url.toString(), `https://${b.config.domain}`, jar, partner);
  const callback = new URL(end.url);
  return {
    callback,
    verifier,
    state,
    nonce,
    exchange: () => oidc.authorizationCodeGrant(cfg, callback, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce }),
  };
}

async function refused(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(oidc.ResponseBodyError);
  const e = error as oidc.ResponseBodyError;
  return { status: e.status, error: e.error, error_description: e.error_description };
}

describe('Auth0 stand-in through openid-client', () => {
  it('discovery: Auth0 endpoints, issuer with its trailing slash, end_session_endpoint, RS256, S256', () => {
    const meta = config.serverMetadata();
    const origin = `https://${backend.config.domain}`;
    expect(meta.issuer).toBe(`${origin}/`);
    expect(meta.authorization_endpoint).toBe(`${origin}/authorize`);
    expect(meta.token_endpoint).toBe(`${origin}/oauth/token`);
    expect(meta.userinfo_endpoint).toBe(`${origin}/userinfo`);
    expect(meta.jwks_uri).toBe(`${origin}/.well-known/jwks.json`);
    expect(meta.revocation_endpoint).toBe(`${origin}/oauth/revoke`);
    expect(meta.end_session_endpoint).toBe(`${origin}/oidc/logout`);
    expect(meta.id_token_signing_alg_values_supported).toContain('RS256');
    expect(meta.code_challenge_methods_supported).toContain('S256');
  });

  it('code flow with PKCE: ID token with sid, nonce and the roles claim, no auth_time unasked; userinfo answers the same subject', async () => {
    const flow = await codeFlow(config);
    const tokens = await flow.exchange();
    const claims = tokens.claims()!;
    expect(claims.iss).toBe(`https://${backend.config.domain}/`);
    expect(claims.aud).toBe(backend.config.clientId);
    expect(claims.sub).toBe('auth0|dev-partner');
    expect(claims.nonce).toBe(flow.nonce);
    expect(typeof claims.sid).toBe('string');
    // Auth0 sends auth_time only when max_age or prompt=login was asked for (decision 1050).
    expect(claims.auth_time).toBeUndefined();
    expect(claims[ROLES_CLAIM]).toEqual(['partner']);
    expect(tokens.token_type?.toLowerCase()).toBe('bearer');
    // A tenant's default access token lifetime: 86 400 s (decision 1058).
    expect(tokens.expires_in).toBe(86_400);
    expect(tokens.refresh_token).toBeTruthy();
    const info = await oidc.fetchUserInfo(config, tokens.access_token, 'auth0|dev-partner');
    expect(info.email).toBe('partner@silca.test');
  });

  it('expires_in follows AUTH0_LOCAL_ACCESS_TOKEN_TTL_S, on the code exchange and on refresh', async () => {
    const short = await startAuthBackend({ standIn: auth0StandIn, env: { AUTH0_LOCAL_ACCESS_TOKEN_TTL_S: '600' }, allowedUrls });
    try {
      const cfg = await discover(short);
      const tokens = await (await codeFlow(cfg, short)).exchange();
      expect(tokens.expires_in).toBe(600);
      expect((await oidc.refreshTokenGrant(cfg, tokens.refresh_token!)).expires_in).toBe(600);
    } finally {
      await short.close();
    }
  });

  it('auth_time: present with max_age and with prompt=login; a single sign-on keeps the first sign-in time', async () => {
    const before = Math.floor(Date.now() / 1000) - 1;
    const provider = new CookieJar();
    const first = (await (await codeFlow(config, backend, { max_age: '604800' }, provider)).exchange()).claims()!;
    expect(first.auth_time).toBeGreaterThanOrEqual(before);
    await new Promise((r) => setTimeout(r, 1100));
    // The same browser again: single sign-on, no password, the first sign-in's time.
    const sso = (await (await codeFlow(config, backend, { max_age: '604800' }, provider)).exchange()).claims()!;
    expect(sso.auth_time).toBe(first.auth_time);
    expect(sso.iat).toBeGreaterThan(first.auth_time!);
    const silent = (await (await codeFlow(config, backend, {}, provider)).exchange()).claims()!;
    expect(silent.auth_time).toBeUndefined();
    // prompt=login asks for the password again: auth_time without max_age, and a new one.
    const again = (await (await codeFlow(config, backend, { prompt: 'login' }, provider)).exchange()).claims()!;
    expect(again.auth_time).toBeGreaterThan(first.auth_time!);
  });

  it('a replayed authorization code: 403 invalid_grant "Invalid authorization code"', async () => {
    const flow = await codeFlow(config);
    await flow.exchange();
    expect(await refused(flow.exchange())).toEqual({ status: 403, error: 'invalid_grant', error_description: 'Invalid authorization code' });
  });

  it('a wrong or rotated client secret: 401 access_denied "Unauthorized" on code exchange and on refresh', async () => {
    const flow = await codeFlow(config);
    const wrong = await discover(backend, 'a-rotated-secret-the-tenant-no-longer-has');
    const exchange = oidc.authorizationCodeGrant(wrong, flow.callback, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    });
    expect(await refused(exchange)).toEqual({ status: 401, error: 'access_denied', error_description: 'Unauthorized' });
    const tokens = await (await codeFlow(config)).exchange();
    expect(await refused(oidc.refreshTokenGrant(wrong, tokens.refresh_token!))).toEqual({
      status: 401,
      error: 'access_denied',
      error_description: 'Unauthorized',
    });
  });

  it('refresh token rotation: each refresh answers a new refresh token; reusing an old one revokes the family', async () => {
    const first = await (await codeFlow(config)).exchange();
    const second = await oidc.refreshTokenGrant(config, first.refresh_token!);
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.claims()?.sid).toBe(first.claims()?.sid);
    const invalid = { status: 403, error: 'invalid_grant', error_description: 'Unknown or invalid refresh token.' };
    expect(await refused(oidc.refreshTokenGrant(config, first.refresh_token!))).toEqual(invalid);
    // The reuse revoked the newest token of the family too.
    expect(await refused(oidc.refreshTokenGrant(config, second.refresh_token!))).toEqual(invalid);
  });

  it('a revoked refresh token (/oauth/revoke) is refused afterwards', async () => {
    const tokens = await (await codeFlow(config)).exchange();
    await oidc.tokenRevocation(config, tokens.refresh_token!);
    expect((await refused(oidc.refreshTokenGrant(config, tokens.refresh_token!))).status).toBe(403);
  });

  it('a redirect_uri outside the Allowed Callback URLs is refused on the provider, never redirected to', async () => {
    for (const redirect of ['http://localhost:9/auth/callback', `${SITE}/auth/callback?x=1`, 'https://evil.example/auth/callback']) {
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirect,
        scope: 'openid',
        code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
        code_challenge_method: 'S256',
      });
      const res = await fetch(url, { redirect: 'manual' });
      expect(res.status, redirect).toBe(400);
      expect(res.headers.get('location'), redirect).toBeNull();
    }
  });

  it('/oidc/logout (end_session_endpoint) returns to an Allowed Logout URL only; /v2/logout likewise', async () => {
    const tokens = await (await codeFlow(config)).exchange();
    const jar = new CookieJar();
    const end = oidc.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: HOME, state: 'bye' });
    const page = await fetch(end, { redirect: 'manual' });
    jar.store(page.headers);
    const html = await page.text();
    // The logout form submits itself (no confirmation, as on Auth0); post it as the script would.
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const fields = new URLSearchParams([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    fields.set('logout', 'yes');
    const done = await fetch(new URL(action.replace(/&amp;/g, '&'), end), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
      body: fields,
    });
    expect(done.status).toBeGreaterThanOrEqual(302);
    expect(done.headers.get('location')).toBe(`${HOME}?state=bye`);
    const evil = await fetch(oidc.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: 'https://evil.example/' }), {
      redirect: 'manual',
    });
    expect(evil.status).toBe(400);
    const v2 = (returnTo: string) =>
      fetch(`https://${backend.config.domain}/v2/logout?client_id=${backend.config.clientId}&returnTo=${encodeURIComponent(returnTo)}`, { redirect: 'manual' });
    expect((await v2(HOME)).headers.get('location')).toBe(HOME);
    const refusedReturn = await v2(`${SITE}/elsewhere`);
    expect(refusedReturn.status).toBe(400);
    expect(await refusedReturn.text()).toContain('Allowed Logout URLs');
  });

  it('PKCE is optional for a regular web application; a wrong verifier is 403 "Failed to verify code verifier"', async () => {
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(config, { redirect_uri: CALLBACK, scope: 'openid profile', state });
    const end = await followProvider(url.toString(), `https://${backend.config.domain}`, new CookieJar(), partner);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(end.url), { expectedState: state });
    expect(tokens.claims()?.sub).toBe('auth0|dev-partner');
    const flow = await codeFlow(config);
    const wrong = oidc.authorizationCodeGrant(config, flow.callback, {
      pkceCodeVerifier: oidc.randomPKCECodeVerifier(),
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    });
    expect(await refused(wrong)).toEqual({ status: 403, error: 'invalid_grant', error_description: 'Failed to verify code verifier' });
  });

  it('updated_at is an ISO 8601 string in the ID token and from userinfo, as Auth0 sends it', async () => {
    const tokens = await (await codeFlow(config)).exchange();
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    expect(tokens.claims()?.updated_at).toMatch(iso);
    expect((await oidc.fetchUserInfo(config, tokens.access_token, 'auth0|dev-partner')).updated_at).toMatch(iso);
  });

  it('/v2/logout without returnTo: to the first Allowed Logout URL with client_id, a plain page without', async () => {
    const withClient = await fetch(`https://${backend.config.domain}/v2/logout?client_id=${backend.config.clientId}`, { redirect: 'manual' });
    expect([withClient.status, withClient.headers.get('location')]).toEqual([302, HOME]);
    const bare = await fetch(`https://${backend.config.domain}/v2/logout`, { redirect: 'manual' });
    expect(bare.status).toBe(200);
  });

  it('without the post-login Action the ID token has no roles claim', async () => {
    const tokens = await (await codeFlow(await discover(bare), bare)).exchange();
    expect(tokens.claims()?.sub).toBe('auth0|dev-partner');
    expect(tokens.claims()).not.toHaveProperty(ROLES_CLAIM);
  });
});

describe('the site (remix-auth) on the same answers', () => {
  /** A login through the site's service; returns the callback result. */
  async function siteLogin(b: AuthBackend, clientSecret: string, problems: string[]) {
    const service = createAuthService({ config: { ...b.config, clientSecret }, onConfigurationError: (p) => problems.push(p) });
    const site = new CookieJar();
    const start = await service.login(new Request(`${SITE}/auth/login`), { locale: 'en' });
    site.store(start.headers);
    const end = await followProvider(start.headers.get('location') ?? '', `https://${b.config.domain}`, new CookieJar(), partner);
    return { service, result: await service.callback(new Request(end.url, { headers: { cookie: site.header() } })) };
  }

  it('a refused client secret is a request_error with detail "configuration" (not "cancelled"), reported once', async () => {
    const problems: string[] = [];
    const service = createAuthService({ config: { ...backend.config, clientSecret: 'rotated-away' }, onConfigurationError: (p) => problems.push(p) });
    for (let i = 0; i < 2; i++) {
      const site = new CookieJar();
      const start = await service.login(new Request(`${SITE}/auth/login`), { locale: 'en' });
      site.store(start.headers);
      const end = await followProvider(start.headers.get('location') ?? '', `https://${backend.config.domain}`, new CookieJar(), partner);
      const result = await service.callback(new Request(end.url, { headers: { cookie: site.header() } }));
      expect(result.ok).toBe(false);
      if (!result.ok) expect([result.error.code, result.error.detail]).toEqual(['request_error', 'configuration']);
    }
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/AUTH0_CLIENT_SECRET/);
  });

  it('no roles claim is a request_error with detail "configuration", reported once, and no session', async () => {
    const problems: string[] = [];
    const { result } = await siteLogin(bare, bare.config.clientSecret, problems);
    expect(result.ok).toBe(false);
    if (!result.ok) expect([result.error.code, result.error.detail]).toEqual(['request_error', 'configuration']);
    expect(result.headers.getSetCookie().join('\n')).not.toMatch(/__silca_session=[^;]+\./);
    expect(problems[0]).toMatch(/post-login Action/);
  });
});

describe('start-time check of the tenant', () => {
  it('finds nothing wrong with the right settings, and names a refused secret or a wrong domain', async () => {
    expect(await checkTenant(backend.config)).toEqual([]);
    expect(await checkTenant({ ...backend.config, clientSecret: 'rotated-away' })).toEqual([
      expect.stringMatching(/refused the client credentials \(401\).*AUTH0_CLIENT_SECRET/),
    ]);
    const [problem] = await checkTenant({ ...backend.config, domain: `${backend.config.domain.split(':')[0]}:9` });
    expect(problem).toMatch(/could not be asked at start/);
  });
});
