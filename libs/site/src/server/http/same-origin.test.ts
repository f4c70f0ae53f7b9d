import { describe, expect, it } from 'vitest';
import { checkSameOrigin, sameOriginGate } from './same-origin';

const SITE = 'https://www.silca.biz';
const h = (init: Record<string, string>) => new Headers(init);

describe('checkSameOrigin (decision 0620)', () => {
  it('Sec-Fetch-Site decides first: same-origin and none pass, same-site and cross-site do not', () => {
    expect(checkSameOrigin(h({ 'sec-fetch-site': 'same-origin', origin: 'null' }), [SITE]).ok).toBe(true);
    expect(checkSameOrigin(h({ 'sec-fetch-site': 'none' }), [SITE]).ok).toBe(true);
    expect(checkSameOrigin(h({ 'sec-fetch-site': 'same-site', origin: SITE }), [SITE]).ok).toBe(false);
    expect(checkSameOrigin(h({ 'sec-fetch-site': 'cross-site', origin: SITE }), [SITE]).ok).toBe(false);
  });
  it('then Origin (not "null"), then Referer; nothing or only Origin: null is refused', () => {
    expect(checkSameOrigin(h({ origin: SITE }), [SITE])).toEqual({ ok: true, by: 'origin' });
    expect(checkSameOrigin(h({ origin: 'https://www.silca.biz.evil.example' }), [SITE]).ok).toBe(false);
    expect(checkSameOrigin(h({ origin: 'not a url' }), [SITE]).ok).toBe(false);
    expect(checkSameOrigin(h({ origin: 'null', referer: `${SITE}/en/global/contacts` }), [SITE])).toEqual({ ok: true, by: 'referer' });
    expect(checkSameOrigin(h({ referer: 'https://evil.example/x' }), [SITE]).ok).toBe(false);
    expect(checkSameOrigin(h({ origin: 'null' }), [SITE]).ok).toBe(false);
    expect(checkSameOrigin(h({}), [SITE]).ok).toBe(false);
  });
});

describe('sameOriginGate', () => {
  const run = (method: string, path: string, headers: Record<string, string>) => {
    const req = { method, path, headers: { ...headers } as Record<string, string | undefined> };
    const res = {
      code: 0,
      body: '',
      status(c: number) {
        this.code = c;
        return this;
      },
      type() {
        return this;
      },
      set() {
        return this;
      },
      send(b: string) {
        this.body = b;
      },
    };
    let passed = false;
    sameOriginGate({ publicOrigin: () => SITE, render: (s) => `page ${s}` })(req, res, () => (passed = true));
    return { passed, req, res };
  };
  it('lets chromium`s Origin: null through and rewrites Origin so Remix`s own check agrees', () => {
    const { passed, req } = run('POST', '/en/global/contacts', { origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(passed).toBe(true);
    expect(req.headers.origin).toBe(SITE);
  });
  it('refuses a cross-site POST with 403; GET is not its business', () => {
    const refused = run('POST', '/en/global/contacts', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(refused.passed).toBe(false);
    expect(refused.res.code).toBe(403);
    expect(run('GET', '/en/global/contacts', {}).passed).toBe(true);
  });
  it('docs/requirements/hardening.md#proxies-and-origin: judges /api and /auth too: a foreign or null Origin is 403, no origin information passes (webhook)', () => {
    for (const path of ['/api/search', '/api/downloads', '/auth/logout', '/auth/callback', '/api/storyblok/webhook', '/api', '/auth']) {
      for (const origin of ['https://evil.example', 'null']) {
        const refused = run('POST', path, { origin });
        expect(refused.passed, `${path} ${origin}`).toBe(false);
        expect(refused.res.code).toBe(403);
      }
      expect(run('POST', path, { 'sec-fetch-site': 'cross-site' }).res.code).toBe(403);
      expect(run('POST', path, { referer: 'https://evil.example/x' }).res.code).toBe(403);
      expect(run('POST', path, {}).passed, path).toBe(true);
      const ours = run('POST', path, { origin: SITE });
      expect(ours.passed).toBe(true);
      expect(ours.req.headers.origin).toBe(SITE);
    }
    // A page path without any origin information stays refused (every browser sends one).
    expect(run('POST', '/en/global/contacts', {}).res.code).toBe(403);
    expect(run('PUT', '/en/global/contacts', { origin: 'null' }).res.code).toBe(403);
  });
});
