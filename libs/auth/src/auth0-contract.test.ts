import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTenant, startAuthBackend, type AuthBackend } from './backend';
import { ROLES_CLAIM } from './config';
import { createAuthService } from './service';
import { CookieJar, followProvider } from './test/browser';

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
  backend = await startAuthBackend({ env: {}, allowedUrls });
  // A tenant whose post-login Action is not deployed: no roles claim.
  bare = await startAuthBackend({ env: { AUTH0_LOCAL_ROLES_CLAIM: 'off' }, allowedUrls });
  config = await discover(backend);
});
afterAll(async () => {
  await backend?.close();
  await bare?.close();
});

const issuerOf = (b: AuthBackend) => new URL(`https://${b.config.domain}/`);
const discover = (b: AuthBackend, secret = b.config.clientSecret) => oidc.discovery(issuerOf(b), b.config.clientId, secret, oidc.ClientSecretBasic(secret));

/** A full code flow with PKCE, state and nonce, driven by openid-client; returns the token response. */
async function codeFlow(cfg: oidc.Configuration, b: AuthBackend = backend, extra: Record<string, string> = {}) {
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
  const end = await followProvider(url.toString(), `https://${b.config.domain}`, new CookieJar(), partner);
  const callback = new URL(end.url);
  return { callback, verifier, state, nonce, exchange: () => oidc.authorizationCodeGrant(cfg, callback, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce }) };
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

  it('code flow with PKCE: ID token with sid, auth_time, nonce and the roles claim; userinfo answers the same subject', async () => {
    const before = Math.floor(Date.now() / 1000) - 1;
    const flow = await codeFlow(config);
    const tokens = await flow.exchange();
    const claims = tokens.claims()!;
    expect(claims.iss).toBe(`https://${backend.config.domain}/`);
    expect(claims.aud).toBe(backend.config.clientId);
    expect(claims.sub).toBe('auth0|dev-partner');
    expect(claims.nonce).toBe(flow.nonce);
    expect(typeof claims.sid).toBe('string');
    expect(claims.auth_time).toBeGreaterThanOrEqual(before);
    expect(claims[ROLES_CLAIM]).toEqual(['partner']);
    expect(tokens.token_type?.toLowerCase()).toBe('bearer');
    expect(tokens.refresh_token).toBeTruthy();
    const info = await oidc.fetchUserInfo(config, tokens.access_token, 'auth0|dev-partner');
    expect(info.email).toBe('partner@silca.test');
  });

  it('a replayed authorization code: 403 invalid_grant "Invalid authorization code"', async () => {
    const flow = await codeFlow(config);
    await flow.exchange();
    expect(await refused(flow.exchange())).toEqual({ status: 403, error: 'invalid_grant', error_description: 'Invalid authorization code' });
  });

  it('a wrong or rotated client secret: 401 access_denied "Unauthorized" on code exchange and on refresh', async () => {
    const flow = await codeFlow(config);
    const wrong = await discover(backend, 'a-rotated-secret-the-tenant-no-longer-has');
    const exchange = oidc.authorizationCodeGrant(wrong, flow.callback, { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce });
    expect(await refused(exchange)).toEqual({ status: 401, error: 'access_denied', error_description: 'Unauthorized' });
    const tokens = await (await codeFlow(config)).exchange();
    expect(await refused(oidc.refreshTokenGrant(wrong, tokens.refresh_token!))).toEqual({ status: 401, error: 'access_denied', error_description: 'Unauthorized' });
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
      const url = oidc.buildAuthorizationUrl(config, { redirect_uri: redirect, scope: 'openid', code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()), code_challenge_method: 'S256' });
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
    const evil = await fetch(oidc.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: 'https://evil.example/' }), { redirect: 'manual' });
    expect(evil.status).toBe(400);
    const v2 = (returnTo: string) => fetch(`https://${backend.config.domain}/v2/logout?client_id=${backend.config.clientId}&returnTo=${encodeURIComponent(returnTo)}`, { redirect: 'manual' });
    expect((await v2(HOME)).headers.get('location')).toBe(HOME);
    const refusedReturn = await v2(`${SITE}/elsewhere`);
    expect(refusedReturn.status).toBe(400);
    expect(await refusedReturn.text()).toContain('Allowed Logout URLs');
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
    expect(await checkTenant({ ...backend.config, clientSecret: 'rotated-away' })).toEqual([expect.stringMatching(/refused the client credentials \(401\).*AUTH0_CLIENT_SECRET/)]);
    const [problem] = await checkTenant({ ...backend.config, domain: `${backend.config.domain.split(':')[0]}:9` });
    expect(problem).toMatch(/could not be asked at start/);
  });
});
