import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AuthService, AuthUser } from '@silca/auth';
import { describe, expect, it } from 'vitest';
import { authOriginFor } from './auth-origin.server';
import { requirePartner, requireRole } from './extranet.server';
import { toExtranetAssetUrls } from './extranet-files.server';

// The extranet guard (docs/requirements/extranet.md#login-flow, docs/requirements/pages.md#error-screens, docs/requirements/extranet.md#access, docs/requirements/extranet.md#no-leaks) with a stand-in login service.
function context(user: AuthUser | null, hadSession = false, dataRequest = false) {
  const auth = { getUser: async () => user, hadSession: async () => hadSession } as unknown as AuthService;
  return { auth, dataRequest } as never;
}
const partner: AuthUser = { sub: 'auth0|p', name: 'P', roles: ['partner'] };
const italia: AuthUser = { sub: 'auth0|i', name: 'I', roles: ['partner', 'bu-italia'] };
const signedUp: AuthUser = { sub: 'auth0|s', name: 'S', roles: [] };

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('resolved');
}

const req = (path: string) => new Request(`http://localhost${path}`);

describe('requirePartner', () => {
  it('answers 401 privately to anonymous requests, page and data alike', async () => {
    for (const path of ['/en/global/extranet', '/en/global/extranet/catalogues?_data=extranet-page']) {
      const response = await thrown(requirePartner({ request: req(path), context: context(null) }));
      expect(response.status).toBe(401);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(response.headers.get('Vary')).toBe('Cookie');
    }
  });

  it('sends a browser that had a session to the silent check, but not data requests or after a failed login', async () => {
    const silent = await thrown(requirePartner({ request: req('/it/global/extranet/cataloghi?x=1'), context: context(null, true) }));
    expect(silent.status).toBe(302);
    const location = new URL(silent.headers.get('Location') ?? '', 'http://localhost');
    expect(location.pathname).toBe('/auth/login');
    expect(location.searchParams.get('prompt')).toBe('none');
    expect(location.searchParams.get('returnTo')).toBe('/it/global/extranet/cataloghi?x=1');
    expect(location.searchParams.get('lang')).toBe('it');
    for (const path of ['/en/global/extranet?_data=extranet-page', '/en/global/extranet?auth_error=login_required']) {
      expect((await thrown(requirePartner({ request: req(path), context: context(null, true) }))).status).toBe(401);
    }
    // A single-fetch `.data` request reaches the loader as the page's URL; the load context marks it (decision 1044).
    expect((await thrown(requirePartner({ request: req('/en/global/extranet'), context: context(null, true, true) }))).status).toBe(401);
  });

  it('answers 403 to a signed-up user without the partner role, and without bu-italia in its area', async () => {
    expect((await thrown(requirePartner({ request: req('/en/global/extranet'), context: context(signedUp) }))).status).toBe(403);
    expect((await thrown(requireRole({ request: req('/x'), context: context(partner) }, 'bu-italia'))).status).toBe(403);
    await expect(requireRole({ request: req('/x'), context: context(italia) }, 'bu-italia')).resolves.toBe(italia);
    await expect(requirePartner({ request: req('/x'), context: context(partner) })).resolves.toBe(partner);
  });

  it('names the signed-in user in the 403 answer, for the screen to offer the logout (docs/requirements/pages.md#signed-in-without-access)', async () => {
    const denied = await thrown(requirePartner({ request: req('/en/global/extranet'), context: context(signedUp) }));
    expect(await denied.json()).toMatchObject({ message: 'Forbidden', signedInAs: signedUp.name });
  });

  it('answers 401 when login is not configured at all', async () => {
    expect((await thrown(requirePartner({ request: req('/extranet'), context: {} as never }))).status).toBe(401);
  });
});

describe('extranet files and origins', () => {
  it('points embedded and Storyblok asset URLs of extranet data at the session-checked route', () => {
    const data = {
      a: '/_assets/f/1/x.pdf',
      b: ['/_assets/f/2/y.jpg/m/100x0'],
      c: 'see /_assets/f/3 text',
      d: 'https://a.storyblok.com/f/1/z.pdf',
      e: ['https://a2-us.storyblok.com/f/1/u.pdf', 'https://a.storyblokchina.cn/f/1/c.pdf'],
      f: 'https://evil.storyblok.com.example/f/1/z.pdf',
    };
    expect(toExtranetAssetUrls(data)).toEqual({
      a: '/_extranet-assets/f/1/x.pdf',
      b: ['/_extranet-assets/f/2/y.jpg/m/100x0'],
      c: 'see /_assets/f/3 text',
      d: '/_extranet-assets/f/1/z.pdf',
      e: ['/_extranet-assets/f/1/u.pdf', '/_extranet-assets/f/1/c.pdf'],
      f: 'https://evil.storyblok.com.example/f/1/z.pdf',
    });
  });

  it('rewrites as a JSON round trip would, without touching its input', () => {
    const story = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../../../content/stories/global/extranet/photogallery/machines/index.json'), 'utf8'),
    ) as unknown;
    const before = JSON.stringify(story);
    const expected = JSON.parse(before.replace(/"(?:\/_assets|https:\/\/a\.storyblok\.com)\/f\//g, '"/_extranet-assets/f/')) as unknown;
    expect(toExtranetAssetUrls(story)).toEqual(expected);
    expect(JSON.stringify(story)).toBe(before);
    expect(before).toContain('/f/');
    const odd = { when: new Date(0), gone: undefined, list: [undefined, '/_assets/f/1/a.pdf'], fn: () => 1 };
    expect(toExtranetAssetUrls(odd)).toEqual(JSON.parse(JSON.stringify(odd).replace('"/_assets/f/', '"/_extranet-assets/f/')));
  });

  it('takes the browser origin for the callback only for loopback hosts in embedded mode', () => {
    const raw = (host: string) => ({ rawHeaders: ['Host', host] });
    expect(authOriginFor(raw('127.0.0.1:4321'), 'embedded', 'https://www.silca.biz')).toBe('http://127.0.0.1:4321');
    expect(authOriginFor(raw('localhost:80'), 'embedded', 'https://www.silca.biz')).toBe('http://localhost:80');
    expect(authOriginFor(raw('evil.example:80'), 'embedded', 'https://www.silca.biz')).toBe('https://www.silca.biz');
    expect(authOriginFor(raw('127.0.0.1:4321'), 'auth0', 'https://www.silca.biz')).toBe('https://www.silca.biz');
  });
});
