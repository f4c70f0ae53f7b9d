import { describe, expect, it } from 'vitest';
import { readAuthConfig } from './config';
import { createSessionGate, type SessionGateOptions, type SessionRefusal } from './session-gate';
import { memorySessionStore, type SessionStore } from './session-store';

// Session lifetime of OWASP ASVS 4.0 3.3.2 level 2 (docs/requirements/extranet.md#session-lifetime, decision 1006): an idle
// timeout that slides on use (one store write a minute at most), an absolute lifetime from the
// login, and the cookie's name and attributes over plain HTTP and over HTTPS. The clock is injected.
const T0 = 1_900_000_000;
const IDLE = 30 * 60;
const ABSOLUTE = 12 * 3600;
const SECRETS = ['a-session-secret-of-at-least-32-characters'];
const user = { sub: 'auth0|dev-partner', name: 'Anna Weber', email: 'partner@silca.test', roles: ['partner'] };

/** A gate over a memory store with a settable clock; counts the store's writes of a session's end. */
function setup(over: Partial<SessionGateOptions> = {}) {
  let clock = T0;
  const refused: SessionRefusal[] = [];
  const inner = memorySessionStore({ now: () => clock });
  let touches = 0;
  const store: SessionStore = {
    ...inner,
    touch: (key, end) => {
      touches++;
      return inner.touch(key, end);
    },
  };
  const gate = createSessionGate({
    store,
    cookieName: '__silca_session',
    secrets: SECRETS,
    secure: false,
    idleS: IDLE,
    absoluteS: ABSOLUTE,
    cacheMs: 0,
    now: () => clock,
    onRefused: (r) => refused.push(r),
    ...over,
  });
  return {
    gate,
    refused,
    touches: () => touches,
    at: (t: number) => {
      clock = t;
    },
  };
}

const requestWith = (setCookie: string, url = 'http://localhost/en/global/extranet') => new Request(url, { headers: { cookie: setCookie.split(';')[0]! } });

describe('idle timeout', () => {
  it('ends a session left unused for 30 minutes', async () => {
    const s = setup();
    const { setCookie } = await s.gate.start(user);
    const req = requestWith(setCookie);
    s.at(T0 + IDLE - 1);
    expect(await s.gate.open(req)).not.toBeNull();
    // Used at T0 + IDLE - 1: the end slid to that plus 30 minutes.
    s.at(T0 + 2 * IDLE - 2);
    expect(await s.gate.open(req)).not.toBeNull();
    s.at(T0 + 3 * IDLE - 1);
    expect(await s.gate.open(req)).toBeNull();
    expect(s.refused).toEqual(['idle']);
    // Gone from the store, not only refused.
    s.at(T0 + 3 * IDLE - 1);
    expect(await s.gate.open(req)).toBeNull();
    expect(s.refused).toEqual(['idle', 'unknown']);
  });

  it('slides on use but writes the store at most once a minute', async () => {
    const s = setup();
    const { setCookie } = await s.gate.start(user);
    const req = requestWith(setCookie);
    for (let t = 0; t < 60; t += 5) {
      s.at(T0 + 1 + t);
      expect(await s.gate.open(req)).not.toBeNull();
    }
    expect(s.touches()).toBe(0);
    s.at(T0 + 60);
    await s.gate.open(req);
    expect(s.touches()).toBe(1);
    s.at(T0 + 90);
    await s.gate.open(req);
    expect(s.touches()).toBe(1);
    s.at(T0 + 125);
    const open = await s.gate.open(req);
    expect(s.touches()).toBe(2);
    expect(open?.record.expiresAt).toBe(T0 + 125 + IDLE);
  });

  it('follows SESSION_IDLE_TIMEOUT_S', async () => {
    const config = readAuthConfig({ SESSION_IDLE_TIMEOUT_S: '120', SESSION_ABSOLUTE_TIMEOUT_S: '3600' });
    const s = setup({ idleS: config.sessionIdleS, absoluteS: config.sessionAbsoluteS });
    const { setCookie } = await s.gate.start(user);
    s.at(T0 + 121);
    expect(await s.gate.open(requestWith(setCookie))).toBeNull();
    expect(s.refused).toEqual(['idle']);
  });
});

describe('absolute lifetime', () => {
  it('ends a session 12 hours after the login however often it is used', async () => {
    const s = setup();
    const { setCookie } = await s.gate.start(user);
    const req = requestWith(setCookie);
    // Used every 20 minutes: never idle.
    for (let t = 20 * 60; t < ABSOLUTE; t += 20 * 60) {
      s.at(T0 + t);
      expect(await s.gate.open(req), `at ${t} s`).not.toBeNull();
    }
    s.at(T0 + ABSOLUTE - 1);
    const last = await s.gate.open(req);
    expect(last?.record.expiresAt).toBeLessThanOrEqual(T0 + ABSOLUTE);
    s.at(T0 + ABSOLUTE);
    expect(await s.gate.open(req)).toBeNull();
    expect(s.refused).toEqual(['expired']);
  });

  it('holds for a session written under a longer lifetime (configuration shortened)', async () => {
    let clock = T0;
    const store = memorySessionStore({ now: () => clock });
    const refused: SessionRefusal[] = [];
    const base = {
      store,
      cookieName: '__silca_session',
      secrets: SECRETS,
      secure: false,
      cacheMs: 0,
      now: () => clock,
      onRefused: (r: SessionRefusal) => refused.push(r),
    };
    const before = createSessionGate({ ...base, idleS: 24 * 3600, absoluteS: 48 * 3600 });
    const after = createSessionGate({ ...base, idleS: IDLE, absoluteS: ABSOLUTE });
    const req = requestWith((await before.start(user)).setCookie);
    clock = T0 + ABSOLUTE + 5;
    expect(await after.open(req)).toBeNull();
    expect(refused).toEqual(['expired']);
    expect(await before.open(req)).toBeNull();
    expect(refused).toEqual(['expired', 'unknown']);
  });

  it('refuses renewal work for a session past its end: stillValid never runs', async () => {
    let asked = 0;
    const s = setup({
      stillValid: async () => {
        asked++;
        return true;
      },
    });
    const { setCookie } = await s.gate.start(user);
    const req = requestWith(setCookie);
    s.at(T0 + 60);
    expect(await s.gate.open(req)).not.toBeNull();
    expect(asked).toBe(1);
    s.at(T0 + ABSOLUTE + 1);
    expect(await s.gate.open(req)).toBeNull();
    expect(asked).toBe(1);
  });
});

describe('the session cookie over plain HTTP and HTTPS', () => {
  it('is __silca_session over plain HTTP, __Host-silca_session (Secure, Path=/, no Domain) over HTTPS', async () => {
    const http = setup();
    const plain = (await http.gate.start(user)).setCookie;
    expect(plain).toMatch(/^__silca_session=[^;]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/);
    let https = true;
    const tls = setup({ https: () => https });
    const hosted = (await tls.gate.start(user)).setCookie;
    expect(hosted).toMatch(/^__Host-silca_session=[^;]+;/);
    const attributes = hosted
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'httponly', 'secure', 'samesite=lax', 'max-age=43200']));
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
    expect(await tls.gate.open(requestWith(hosted, 'https://www.silca.biz/en/global/extranet'))).not.toBeNull();
    // Over HTTPS only the prefixed cookie opens a session: a plain one (set by a subdomain or a plain-HTTP page) is not read.
    const id = hosted.split(';')[0]!.split('=')[1]!;
    expect(await tls.gate.open(new Request('https://www.silca.biz/', { headers: { cookie: `__silca_session=${id}` } }))).toBeNull();
    expect(await tls.gate.clearCookie()).toMatch(
      /^__Host-silca_session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax$/,
    );
    https = false;
    expect(await tls.gate.clearCookie()).toMatch(/^__silca_session=;/);
  });
});
