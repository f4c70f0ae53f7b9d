import { createCookie } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthBackend, type AuthBackend } from './backend';
import { createAuthService, type AuthService } from './service';
import { SIGNED_IN_HINT_COOKIE } from './shared';
import type { SessionRefusal } from './session-gate';
import { memorySessionStore, type SessionStore } from './session-store';
import { CookieJar, followProvider } from './test/browser';
import { memoryTokenStore, type TokenStore } from './token-store';
import { auth0StandIn } from '@silca/stand-in-auth0';

// Server-side sessions (docs/requirements/extranet.md#session-lifetime, decision 0870), through the real login against the embedded
// provider: the cookie is only an id; logout, log-out-everywhere, the idle and absolute ends and a refused
// refresh token end it on the server, so a copied cookie opens nothing; every refused cookie is
// logged once, without the id. Two services over one store play two instances of the site.
const SITE = 'http://localhost:3998';
const COOKIE = '__silca_session';
let backend: AuthBackend;
let clock = Math.floor(Date.now() / 1000);
let sessions: SessionStore;
let tokens: TokenStore;
let refused: SessionRefusal[] = [];
let a: AuthService;
let b: AuthService;

const instance = (cacheMs: number) =>
  createAuthService({
    config: backend.config,
    now: () => clock,
    tokenStore: tokens,
    sessionStore: sessions,
    sessionCacheMs: cacheMs,
    onSessionRefused: (reason) => refused.push(reason),
  });

beforeAll(async () => {
  // Idle timeout two hours: tests here move the clock an hour to make access tokens due, so the
  // stand-in's access tokens last an hour, not a tenant's default day (decision 1058).
  backend = await startAuthBackend({
    standIn: auth0StandIn,
    env: { SESSION_IDLE_TIMEOUT_S: '7200', AUTH0_LOCAL_ACCESS_TOKEN_TTL_S: '3600' },
    allowedUrls: () => ({ callbacks: [`${SITE}/auth/callback`], logouts: [`${SITE}/en/global`] }),
    now: () => clock,
  });
  tokens = memoryTokenStore({ now: () => clock });
  sessions = memorySessionStore({ now: () => clock, onDelete: (key) => void tokens.delete(key) });
  a = instance(300);
  b = instance(300);
});
afterAll(async () => {
  await backend?.close();
});

const partner = { email: 'partner@silca.test', password: 'partner-pass-1' };
const italia = { email: 'bu.italia@silca.test', password: 'italia-pass-1' };

/** A browser that logs in through `service`; returns its site cookie jar. */
async function logIn(service: AuthService, user = partner, site = new CookieJar()): Promise<CookieJar> {
  const start = await service.login(new Request(`${SITE}/auth/login`, { headers: { cookie: site.header() } }), { locale: 'en' });
  site.store(start.headers);
  const end = await followProvider(start.headers.get('location') ?? '', `https://${backend.config.domain}`, new CookieJar(), user);
  const result = await service.callback(new Request(end.url, { headers: { cookie: site.header() } }));
  expect(result.ok).toBe(true);
  site.store(result.headers);
  return site;
}

const req = (cookie: string) => new Request(`${SITE}/en/global/extranet`, { headers: { cookie } });
const sessionCookie = (jar: CookieJar) => `${COOKIE}=${jar.cookies.get(COOKIE) ?? ''}`;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('server-side partner sessions', () => {
  it('login also sets the readable "signed in" hint, nothing personal in it, for the session\'s lifetime; logout removes it (decision 1025)', async () => {
    const site = new CookieJar();
    const start = await a.login(new Request(`${SITE}/auth/login`), { locale: 'en' });
    site.store(start.headers);
    const end = await followProvider(start.headers.get('location') ?? '', `https://${backend.config.domain}`, new CookieJar(), partner);
    const result = await a.callback(new Request(end.url, { headers: { cookie: site.header() } }));
    expect(result.ok).toBe(true);
    const hint = result.headers.getSetCookie().find((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`)) ?? '';
    expect(hint).toContain(`Max-Age=${backend.config.sessionAbsoluteS}`);
    expect(hint).toMatch(/SameSite=Lax/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(decodeURIComponent(hint.split(';')[0]!)).not.toMatch(/Anna|partner@|auth0/);
    expect(result.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`))).toMatch(/HttpOnly/);
    site.store(result.headers);
    expect(site.cookies.has(SIGNED_IN_HINT_COOKIE)).toBe(true);
    const out = await a.logout(req(site.header()), `${SITE}/en/global`);
    site.store(out.headers);
    expect(site.cookies.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
  });

  it('a copy of the cookie opens nothing after logout, on this instance at once and on another within the cache period', async () => {
    const site = await logIn(a);
    const copy = sessionCookie(site);
    expect(await b.getUser(req(copy))).toMatchObject({ name: 'Anna Weber' });
    refused = [];
    const out = await a.logout(req(site.header()), `${SITE}/en/global`);
    site.store(out.headers);
    expect(site.cookies.has(COOKIE)).toBe(false);
    expect(await a.getUser(req(copy))).toBeNull();
    // b answered from its cache a moment ago; after the cache period it asks the store again.
    await wait(350);
    expect(await b.getUser(req(copy))).toBeNull();
    expect(await b.getUser(req(copy))).toBeNull();
    // Refused on each instance once (the second look on b came from its cache): "unknown", never the id.
    expect(refused).toEqual(['unknown', 'unknown']);
  });

  it('login issues a new id and ends the session the browser held before (no fixation)', async () => {
    const site = await logIn(a);
    const before = sessionCookie(site);
    await logIn(a, italia, site);
    const after = sessionCookie(site);
    expect(after).not.toBe(before);
    expect(await a.getUser(req(before))).toBeNull();
    expect(await a.getUser(req(after))).toMatchObject({ name: 'Marco Rossi' });
  });

  it('names each session by a handle of its own that is neither its id nor its key (per-session search keys)', async () => {
    const first = await logIn(a);
    const second = await logIn(a);
    const one = (await a.getUser(req(sessionCookie(first))))?.sessionRef;
    const two = (await a.getUser(req(sessionCookie(second))))?.sessionRef;
    expect(one).toMatch(/^[0-9a-f]{32}$/);
    expect(two).toMatch(/^[0-9a-f]{32}$/);
    expect(one).not.toBe(two);
    // Stable for one session, on any instance.
    expect((await b.getUser(req(sessionCookie(first))))?.sessionRef).toBe(one);
    const id = first.cookies.get(COOKIE) ?? '';
    expect(id.length).toBeGreaterThan(0);
    expect(id).not.toContain(one!);
  });

  it('a session ends at its absolute lifetime (12 hours after the login), even one cached a moment ago', async () => {
    const site = await logIn(a);
    expect(await a.getUser(req(site.header()))).not.toBeNull();
    refused = [];
    clock += backend.config.sessionAbsoluteS;
    try {
      expect(await a.getUser(req(site.header()))).toBeNull();
      await wait(350);
      expect(await a.getUser(req(site.header()))).toBeNull();
      expect(refused).toEqual(['expired']);
    } finally {
      clock -= backend.config.sessionAbsoluteS;
    }
  });

  it('a session unused for the idle timeout ends, one in use lives on (SESSION_IDLE_TIMEOUT_S)', async () => {
    const short = createAuthService({
      config: { ...backend.config, sessionIdleS: 600 },
      now: () => clock,
      tokenStore: tokens,
      sessionStore: sessions,
      sessionCacheMs: 300,
      onSessionRefused: (reason) => refused.push(reason),
    });
    const used = await logIn(short);
    const left = await logIn(short);
    const start = clock;
    refused = [];
    try {
      // The partner of `used` opens a page every 5 minutes for 20 minutes; `left` does nothing.
      for (let t = 300; t <= 1200; t += 300) {
        clock = start + t;
        await wait(350);
        expect(await short.getUser(req(used.header())), `at ${t} s`).toMatchObject({ name: 'Anna Weber' });
      }
      expect(await short.getUser(req(left.header()))).toBeNull();
      expect(refused).toEqual(['idle']);
    } finally {
      clock = start;
    }
  });

  it('token renewal keeps to the absolute lifetime: past it, no renewal and no access token', async () => {
    const site = await logIn(a);
    const start = clock;
    let renewals = 0;
    const counting: TokenStore = { ...tokens, renew: (...args) => (renewals++, tokens.renew(...args)) };
    const service = createAuthService({
      config: { ...backend.config, sessionIdleS: 43_200 },
      now: () => clock,
      tokenStore: counting,
      sessionStore: sessions,
      sessionCacheMs: 0,
    });
    try {
      // An hour in, the access token is due: renewed once.
      clock = start + 3600 - 30;
      expect(await service.accessToken(req(site.header()))).toEqual(expect.any(String));
      expect(renewals).toBe(1);
      // At the absolute end (12 hours), the session is over whatever its tokens.
      clock = start + backend.config.sessionAbsoluteS;
      await expect(service.accessToken(req(site.header()))).rejects.toMatchObject({ code: 'login_required' });
      expect(await service.getUser(req(site.header()))).toBeNull();
      expect(renewals).toBe(1);
    } finally {
      clock = start;
    }
  });

  it('forged, truncated, malformed and never-issued ids are refused and logged once each, without the id', async () => {
    const site = await logIn(a);
    const real = decodeURIComponent(site.cookies.get(COOKIE) ?? '');
    // Correctly signed with the site's own secret, but never issued by the server.
    const signed = createCookie(COOKIE, { secrets: backend.config.sessionSecrets });
    const neverIssued = (await signed.serialize('N'.repeat(43))).split(';')[0]!;
    const oldShape = (
      await signed.serialize({ user: { sub: 'auth0|dev-partner', roles: ['partner', 'bu-italia'] }, sid: 'x'.repeat(32), exp: clock + 999 })
    ).split(';')[0]!;
    const forged = (await createCookie(COOKIE, { secrets: ['an-attacker-secret-of-32-characters-xx'] }).serialize(real.split('.')[0])).split(';')[0]!;
    const cases: Array<[string, SessionRefusal]> = [
      [neverIssued, 'unknown'],
      [oldShape, 'malformed'],
      [forged, 'bad-signature'],
      [`${COOKIE}=${encodeURIComponent(real.slice(0, -4))}`, 'bad-signature'],
      [`${COOKIE}=garbage`, 'bad-signature'],
      [`${COOKIE}=${'x'.repeat(5000)}`, 'malformed'],
    ];
    for (const [cookie, reason] of cases) {
      refused = [];
      // Concurrent loaders of one page share one lookup: one log line per request, not per loader.
      expect(await Promise.all([a.getUser(req(cookie)), a.getUser(req(cookie)), a.getUser(req(cookie))])).toEqual([null, null, null]);
      expect(refused, cookie.slice(0, 40)).toEqual([reason]);
    }
  });

  it('log out everywhere ends every session of the partner on every device, and only theirs', async () => {
    const laptop = await logIn(a);
    const phone = await logIn(b);
    const other = await logIn(a, italia);
    await b.logout(req(phone.header()), `${SITE}/en/global`, { everywhere: true });
    await wait(350);
    expect(await a.getUser(req(laptop.header()))).toBeNull();
    expect(await b.getUser(req(phone.header()))).toBeNull();
    expect(await a.getUser(req(other.header()))).toMatchObject({ name: 'Marco Rossi' });
    // The operators' path: every session of an e-mail address.
    expect(await a.endSessions({ email: 'BU.Italia@silca.test' })).toBeGreaterThanOrEqual(1);
    expect(await a.getUser(req(other.header()))).toBeNull();
  });

  it("log out everywhere also refuses another browser's older single sign-on until a fresh password", async () => {
    const provider = `https://${backend.config.domain}`;
    const phoneProvider = new CookieJar();
    /** A login on the phone, its provider cookies kept (single sign-on); `user` only when a page asks. */
    const phoneLogin = async (prompt?: 'none' | 'login') => {
      const site = new CookieJar();
      const start = await a.login(new Request(`${SITE}/auth/login`), { locale: 'en', prompt });
      site.store(start.headers);
      const end = await followProvider(start.headers.get('location') ?? '', provider, phoneProvider, partner);
      return a.callback(new Request(end.url, { headers: { cookie: site.header() } }));
    };
    expect((await phoneLogin()).ok).toBe(true);
    const laptop = await logIn(b);
    await wait(1100);
    clock = Math.floor(Date.now() / 1000);
    await b.logout(req(laptop.header()), `${SITE}/en/global`, { everywhere: true });
    // The silent check and a plain login ride the phone's provider sign-in, which is older: refused.
    // (The silent one already at the provider here: revoking the phone's refresh token revoked its
    // grant, so prompt=none answers consent_required; on Auth0 the sign-in check refuses it.)
    const silent = await phoneLogin('none');
    expect(silent.ok).toBe(false);
    if (!silent.ok) expect([silent.error.code, silent.silent, Boolean(silent.reauthenticate)]).toEqual(['login_required', true, false]);
    const plain = await phoneLogin();
    expect(plain.ok).toBe(false);
    if (!plain.ok) expect([plain.error.code, plain.reauthenticate]).toEqual(['login_required', true]);
    expect(plain.headers.getSetCookie().join('\n')).not.toMatch(/__silca_session=[^;]+\./);
    // prompt=login asks for the password again: a new sign-in, a new session.
    const fresh = await phoneLogin('login');
    expect(fresh.ok && fresh.user.name).toBe('Anna Weber');
    await a.endSessions({ sub: 'auth0|dev-partner' });
  });

  it('log out everywhere holds without auth_time in the ID token (max_age lost in the browser): the single sign-on is refused, a password opens a session', async () => {
    const provider = `https://${backend.config.domain}`;
    const phoneProvider = new CookieJar();
    /** A login on the phone whose authorize request loses max_age on the way, as a parameter can (Auth0 docs). */
    const phoneLogin = async (prompt?: 'login', strip = true) => {
      const site = new CookieJar();
      const start = await a.login(new Request(`${SITE}/auth/login`), { locale: 'en', prompt });
      site.store(start.headers);
      const authorize = new URL(start.headers.get('location') ?? '');
      expect(authorize.searchParams.get('max_age')).toBe('604800');
      if (strip) authorize.searchParams.delete('max_age');
      const end = await followProvider(authorize.toString(), provider, phoneProvider, partner);
      return a.callback(new Request(end.url, { headers: { cookie: site.header() } }));
    };
    // The phone's password sign-in (an earlier test ended every session: it needs auth_time).
    expect((await phoneLogin(undefined, false)).ok).toBe(true);
    const laptop = await logIn(b);
    await wait(1100);
    clock = Math.floor(Date.now() / 1000);
    await b.logout(req(laptop.header()), `${SITE}/en/global`, { everywhere: true });
    // The ID token of the single sign-on has no auth_time and a fresh iat: still refused.
    const plain = await phoneLogin();
    expect(plain.ok).toBe(false);
    if (!plain.ok) expect([plain.error.code, plain.reauthenticate]).toEqual(['login_required', true]);
    expect(plain.headers.getSetCookie().join('\n')).not.toMatch(/__silca_session=[^;]+\./);
    // prompt=login: Auth0 sends auth_time with it, and the password is new.
    const fresh = await phoneLogin('login');
    expect(fresh.ok && fresh.user.name).toBe('Anna Weber');
    await a.endSessions({ sub: 'auth0|dev-partner' });
  });

  it('a refresh token revoked at the provider ends the session when its access token is due', async () => {
    const site = await logIn(a);
    const session = await a.getUser(req(site.header()));
    expect(session).not.toBeNull();
    // Find this session's refresh token (server-side only) and revoke it as an administrator would.
    const all = await sessions.list({ sub: 'auth0|dev-partner' });
    const stored = await Promise.all(all.map((s) => tokens.get(s.key)));
    const refreshTokens = stored.map((t) => t?.refreshToken).filter((t): t is string => Boolean(t));
    expect(refreshTokens.length).toBeGreaterThan(0);
    const basic = Buffer.from(`${backend.config.clientId}:${backend.config.clientSecret}`).toString('base64');
    for (const token of refreshTokens) {
      const res = await fetch(`https://${backend.config.domain}/oauth/revoke`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      expect(res.status).toBe(200);
    }
    refused = [];
    clock += 3600 - 30;
    try {
      await wait(350);
      expect(await a.getUser(req(site.header()))).toBeNull();
      expect(refused).toEqual(['revoked']);
      expect((await sessions.list({ sub: 'auth0|dev-partner' })).length).toBe(0);
    } finally {
      clock -= 3600 - 30;
    }
  });
});
