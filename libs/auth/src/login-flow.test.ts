import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthBackend, type AuthBackend } from './backend';
import { ROLES_CLAIM } from './config';
import { CookieJar, followProvider } from './test/browser';
import { auth0StandIn } from '@silca/stand-in-auth0';

// The real remix-auth-auth0 strategy against the embedded provider over HTTPS (docs/requirements/extranet.md#login-flow): one
// round trip per development user and every error of the docs/requirements/extranet.md#login-errors catalogue produced for real.
const SITE = 'http://localhost:3999';
let backend: AuthBackend;
let tokenDelay = 0;
let clock = Math.floor(Date.now() / 1000);

beforeAll(async () => {
  // Idle timeout two hours: tests here move the clock an hour to make access tokens due (idle ends: session-lifetime.test.ts),
  // so the stand-in's access tokens last an hour, not a tenant's default day (decision 1058).
  backend = await startAuthBackend({
    standIn: auth0StandIn,
    env: { SESSION_IDLE_TIMEOUT_S: '7200', AUTH0_LOCAL_ACCESS_TOKEN_TTL_S: '3600' },
    allowedUrls: () => ({ callbacks: [`${SITE}/auth/callback`], logouts: [`${SITE}/en/global`] }),
    tokenDelayMs: () => tokenDelay,
    httpTimeoutMs: 1_000,
    now: () => clock,
  });
});
afterAll(async () => {
  await backend?.close();
});

const provider = () => `https://${backend.config.domain}`;

async function login(
  user: { email: string; password: string; code?: string; cancelAt?: 'password' | 'mfa' },
  opts: { returnTo?: string; prompt?: 'none'; providerJar?: CookieJar } = {},
) {
  const site = new CookieJar();
  const prov = opts.providerJar ?? new CookieJar();
  const start = await backend.service.login(new Request(`${SITE}/auth/login`), { returnTo: opts.returnTo, locale: 'en', prompt: opts.prompt });
  site.store(start.headers);
  const end = await followProvider(start.headers.get('location') ?? '', provider(), prov, opts.prompt ? undefined : user);
  return { site, prov, end };
}

const partner = { email: 'partner@silca.test', password: 'partner-pass-1' };

describe('login round trip through the local provider', () => {
  it('answers discovery with Auth0 routes and the issuer with its trailing slash', async () => {
    const doc = (await (await fetch(`${provider()}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(`${provider()}/`);
    expect(doc.authorization_endpoint).toBe(`${provider()}/authorize`);
    expect(doc.token_endpoint).toBe(`${provider()}/oauth/token`);
    expect(doc.userinfo_endpoint).toBe(`${provider()}/userinfo`);
    expect(doc.jwks_uri).toBe(`${provider()}/.well-known/jwks.json`);
    expect(doc.revocation_endpoint).toBe(`${provider()}/oauth/revoke`);
    expect(doc.id_token_signing_alg_values_supported).toContain('RS256');
    expect(await backend.ready()).toBe(true);
  });

  it('sends PKCE, state and nonce to /authorize', async () => {
    const start = await backend.service.login(new Request(`${SITE}/auth/login`), {});
    const url = new URL(start.headers.get('location') ?? '');
    expect(url.pathname).toBe('/authorize');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')?.length).toBeGreaterThan(20);
    expect(url.searchParams.get('nonce')?.length).toBeGreaterThan(20);
    expect(start.headers.getSetCookie().join('\n')).toMatch(/HttpOnly; SameSite=Lax/);
  });

  it('logs a partner in: profile and roles from the ID token, return path kept, a cookie with nothing but a session id', async () => {
    const { site, end } = await login(partner, { returnTo: '/en/global/extranet/catalogues' });
    const result = await backend.service.callback(new Request(end.url, { headers: { cookie: site.header() } }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.user).toMatchObject({ sub: 'auth0|dev-partner', name: 'Anna Weber', roles: ['partner'] });
    expect(result.returnTo).toBe('/en/global/extranet/catalogues');
    site.store(result.headers);
    const cookie = site.cookies.get('__silca_session') ?? '';
    const data = Buffer.from(decodeURIComponent(cookie).split('.')[0] ?? '', 'base64').toString();
    // The signed value is a JSON string of 43 base64url characters (256 random bits), no profile, no token.
    expect(data).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(await backend.service.getUser(new Request(SITE, { headers: { cookie: site.header() } }))).toMatchObject({ roles: ['partner'] });
    // The access token stays on the server and works against /userinfo, whose roles claim is namespaced.
    const token = await backend.service.accessToken(new Request(SITE, { headers: { cookie: site.header() } }));
    const info = (await (await fetch(`${provider()}/userinfo`, { headers: { authorization: `Bearer ${token}` } })).json()) as Record<string, unknown>;
    expect(info[ROLES_CLAIM]).toEqual(['partner']);
  });

  it('drops an absolute returnTo', async () => {
    const { site, end } = await login(partner, { returnTo: 'https://elsewhere.example' });
    const result = await backend.service.callback(new Request(end.url, { headers: { cookie: site.header() } }));
    expect(result.ok && result.returnTo).toBeUndefined();
  });

  it('logs the BU Italia partner in with both roles, the signed-up user with none', async () => {
    for (const [user, roles] of [
      [{ email: 'bu.italia@silca.test', password: 'italia-pass-1' }, ['partner', 'bu-italia']],
      [{ email: 'signup@silca.test', password: 'signup-pass-1' }, []],
    ] as const) {
      const { site, end } = await login(user);
      const result = await backend.service.callback(new Request(end.url, { headers: { cookie: site.header() } }));
      expect(result.ok && result.user.roles).toEqual(roles);
    }
  });

  it('asks the MFA user for the second step, then logs them in', async () => {
    const wrong = await login({ email: 'mfa@silca.test', password: 'mfa-pass-1', code: '000000' });
    expect(wrong.end.html).toContain('role="alert"');
    const { site, end } = await login({ email: 'mfa@silca.test', password: 'mfa-pass-1', code: '246810' });
    const result = await backend.service.callback(new Request(end.url, { headers: { cookie: site.header() } }));
    expect(result.ok && result.user.name).toBe('Lucía García');
  });

  it('shows the login page again with an alert on a wrong password', async () => {
    const { end } = await login({ email: 'partner@silca.test', password: 'nope' });
    expect(end.html).toContain('role="alert"');
    expect(end.html).toContain('<label for="password">');
  });
});

describe('authentication errors of docs/requirements/extranet.md#login-errors, produced against the local provider', () => {
  async function failure(url: string, cookie: string) {
    const result = await backend.service.callback(new Request(url, { headers: { cookie } }));
    expect(result.ok).toBe(false);
    return result.ok ? undefined : result;
  }

  it('cancelled: the partner presses Cancel on the login page', async () => {
    const { site, end } = await login({ ...partner, cancelAt: 'password' });
    expect((await failure(end.url, site.header()))?.error.code).toBe('cancelled');
  });

  it('mfa_required: the MFA user leaves the second step', async () => {
    const { site, end } = await login({ email: 'mfa@silca.test', password: 'mfa-pass-1', cancelAt: 'mfa' });
    expect((await failure(end.url, site.header()))?.error.code).toBe('mfa_required');
  });

  it('state_mismatch: the state in the URL was tampered with', async () => {
    const { site, end } = await login(partner);
    const url = new URL(end.url);
    url.searchParams.set('state', `${url.searchParams.get('state')}x`);
    const result = await failure(url.toString(), site.header());
    expect(result?.error.code).toBe('state_mismatch');
    expect(result?.error.message).toBe('Invalid state');
  });

  it('missing_transaction: a callback without the transaction cookie, or with no state at all', async () => {
    const { end } = await login(partner);
    expect((await failure(end.url, ''))?.error.code).toBe('missing_transaction');
    expect((await failure(`${SITE}/auth/callback?code=abc`, ''))?.error.code).toBe('missing_transaction');
  });

  it('login_required: the silent check finds no provider session, and clears the site session', async () => {
    const { site, end } = await login(partner, { prompt: 'none' });
    expect(new URL(end.url).searchParams.get('error')).toBe('login_required');
    const result = await failure(end.url, site.header());
    expect(result?.error.code).toBe('login_required');
    expect(result?.silent).toBe(true);
    expect(result?.headers.getSetCookie().join('\n')).toMatch(/__silca_session=; Max-Age=0|__silca_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('the silent check succeeds while the provider session lives', async () => {
    const prov = new CookieJar();
    const first = await login(partner, { providerJar: prov });
    expect((await backend.service.callback(new Request(first.end.url, { headers: { cookie: first.site.header() } }))).ok).toBe(true);
    const silent = await login(partner, { prompt: 'none', providerJar: prov });
    const result = await backend.service.callback(new Request(silent.end.url, { headers: { cookie: silent.site.header() } }));
    expect(result.ok && result.user.sub).toBe('auth0|dev-partner');
  });

  it('request_error: a replayed authorization code, a garbage code, an oversized state', async () => {
    const { site, end } = await login(partner);
    expect((await backend.service.callback(new Request(end.url, { headers: { cookie: site.header() } }))).ok).toBe(true);
    expect((await failure(end.url, site.header()))?.error.code).toBe('request_error');
    const garbage = new URL(end.url);
    garbage.searchParams.set('code', '\u0000<script>');
    expect((await failure(garbage.toString(), site.header()))?.error.code).toBe('request_error');
    const big = new URL(end.url);
    big.searchParams.set('state', 's'.repeat(5000));
    expect((await failure(big.toString(), site.header()))?.error.code).toBe('request_error');
  });

  it('timeout: the token endpoint does not answer within the HTTP timeout (retried, then refused)', async () => {
    const { site, end } = await login(partner);
    tokenDelay = 3_500;
    try {
      const started = Date.now();
      const result = await failure(end.url, site.header());
      expect(result?.error.code).toBe('timeout');
      expect(Date.now() - started).toBeGreaterThanOrEqual(4 * 950); // 1 try + 3 retries
    } finally {
      tokenDelay = 0;
    }
  }, 30_000);

  it('missing_refresh_token: renewal of an expiring access token without a refresh token', async () => {
    const { site, end } = await login(partner);
    const result = await backend.service.callback(new Request(end.url, { headers: { cookie: site.header() } }));
    site.store(result.headers);
    const request = () => new Request(SITE, { headers: { cookie: site.header() } });
    const first = await backend.service.accessToken(request());
    // 59 minutes later the token is within 60 s of expiry: renewed with the refresh token, once.
    clock += 3600 - 30;
    const [a, b] = await Promise.all([backend.service.accessToken(request()), backend.service.accessToken(request())]);
    expect(a).toBe(b);
    expect(a).not.toBe(first);
    clock -= 3600 - 30;
    // A session from the silent check (prompt=none: no offline access) has no refresh token.
    const prov = new CookieJar();
    const again = await login(partner, { providerJar: prov });
    expect((await backend.service.callback(new Request(again.end.url, { headers: { cookie: again.site.header() } }))).ok).toBe(true);
    const silent = await login(partner, { prompt: 'none', providerJar: prov });
    const silentResult = await backend.service.callback(new Request(silent.end.url, { headers: { cookie: silent.site.header() } }));
    silent.site.store(silentResult.headers);
    clock += 3600 - 30;
    try {
      await expect(backend.service.accessToken(new Request(SITE, { headers: { cookie: silent.site.header() } }))).rejects.toMatchObject({
        code: 'missing_refresh_token',
      });
    } finally {
      clock -= 3600 - 30;
    }
  });

  it('a forged or truncated session cookie gives no session', async () => {
    const { site, end } = await login(partner);
    const result = await backend.service.callback(new Request(end.url, { headers: { cookie: site.header() } }));
    site.store(result.headers);
    const real = site.cookies.get('__silca_session') ?? '';
    const [data, signature] = decodeURIComponent(real).split('.');
    // Another id under the real signature: the signature no longer matches.
    const otherId = Buffer.from(JSON.stringify('A'.repeat(43))).toString('base64');
    for (const value of [`${otherId}.${signature}`, `${data}.`, real.slice(0, real.length - 5), 'garbage', '%E0%A4%A']) {
      expect(await backend.service.getUser(new Request(SITE, { headers: { cookie: `__silca_session=${value}` } }))).toBeNull();
    }
  });

  it('logout revokes and goes through /v2/logout back to the site, ending the provider session', async () => {
    const prov = new CookieJar();
    const { site, end } = await login(partner, { providerJar: prov });
    const result = await backend.service.callback(new Request(end.url, { headers: { cookie: site.header() } }));
    site.store(result.headers);
    const out = await backend.service.logout(new Request(SITE, { headers: { cookie: site.header() } }), `${SITE}/en/global`);
    site.store(out.headers);
    expect(site.cookies.has('__silca_session')).toBe(false);
    const location = new URL(out.headers.get('location') ?? '');
    expect(location.pathname).toBe('/v2/logout');
    expect(location.searchParams.get('client_id')).toBe(backend.config.clientId);
    const back = await followProvider(location.toString(), provider(), prov);
    expect(back.url).toBe(`${SITE}/en/global`);
    const silent = await login(partner, { prompt: 'none', providerJar: prov });
    expect(new URL(silent.end.url).searchParams.get('error')).toBe('login_required');
    // returnTo outside the allowed list is refused by the provider.
    const evil = await fetch(`${provider()}/v2/logout?client_id=${backend.config.clientId}&returnTo=https://elsewhere.example`, { redirect: 'manual' });
    expect(evil.status).toBe(400);
  });
});
