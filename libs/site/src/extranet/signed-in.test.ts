import type { AuthService, AuthUser } from '@silca/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLEAR_SIGNED_IN_HINT, fetchSignedIn, hasSignedInHint } from '../client/signed-in';
import { loadSignedIn } from './signed-in.server';

// docs/requirements/pages.md#signed-in-partner-on-public-pages, decision 1025: who is signed in, privately, for the public header's sign.
const partner: AuthUser = { sub: 'auth0|p', name: 'Anna Weber', email: 'partner@silca.test', roles: ['partner'] };
const signedUp: AuthUser = { sub: 'auth0|s', name: '', email: 'signup@silca.test', roles: [] };

function args(user: AuthUser | null | Error, cookie = '', method = 'GET') {
  const auth = {
    getUser: async () => {
      if (user instanceof Error) throw user;
      return user;
    },
  } as unknown as AuthService;
  return { request: new Request('http://localhost/api/partner', { method, headers: { cookie } }), context: { auth } as never, params: {} };
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('resolved');
}

describe('GET /api/partner', () => {
  it('gives the display name and whether the user is a partner, privately; never email, id or roles', async () => {
    const res = await loadSignedIn(args(partner, '__silca_session=x; silca_signed_in=IjEi'));
    expect(await res.json()).toEqual({ signedIn: true, name: 'Anna Weber', partner: true });
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(res.headers.get('Vary')).toBe('Cookie');
    expect(res.headers.get('Set-Cookie')).toBeNull();
    // Without a name the email stands in; a user without the partner role gets no partner link.
    expect(await (await loadSignedIn(args(signedUp, 'silca_signed_in=IjEi'))).json()).toEqual({ signedIn: true, name: 'signup@silca.test', partner: false });
  });

  it('without a session: signed out, and a hint cookie left behind is removed', async () => {
    const plain = await loadSignedIn(args(null));
    expect(await plain.json()).toEqual({ signedIn: false });
    expect(plain.headers.get('Set-Cookie')).toBeNull();
    const stale = await loadSignedIn(args(null, 'silca_signed_in=IjEi'));
    expect(await stale.json()).toEqual({ signedIn: false });
    expect(stale.headers.get('Set-Cookie')).toMatch(/^silca_signed_in=; Path=\/; Max-Age=0/);
    expect(stale.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('503 with Retry-After when the session store cannot answer, 405 for other methods', async () => {
    const down = await loadSignedIn(args(new Error('store down'), 'silca_signed_in=IjEi'));
    expect(down.status).toBe(503);
    expect(down.headers.get('Retry-After')).toBe('5');
    expect(down.headers.get('Cache-Control')).toBe('private, no-store');
    const post = await thrown(loadSignedIn(args(partner, '', 'POST')));
    expect(post.status).toBe(405);
  });
});

describe('the browser side', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the hint cookie among others, empty values do not count', () => {
    expect(hasSignedInHint('i18n_redirected=it; silca_signed_in=IjEi')).toBe(true);
    expect(hasSignedInHint('silca_signed_in=')).toBe(false);
    expect(hasSignedInHint('xsilca_signed_in=1; i18n_redirected=it')).toBe(false);
    expect(hasSignedInHint('')).toBe(false);
  });

  it('asks the server only with the hint, and drops a hint the server does not back', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ signedIn: false }), { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchSignedIn({ cookie: 'i18n_redirected=en' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    const doc = { cookie: 'silca_signed_in=IjEi' };
    expect(await fetchSignedIn(doc)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(doc.cookie).toBe(CLEAR_SIGNED_IN_HINT);

    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ signedIn: true, name: 'Anna Weber', partner: true })));
    expect(await fetchSignedIn({ cookie: 'silca_signed_in=IjEi' })).toEqual({ signedIn: true, name: 'Anna Weber', partner: true });
    // A failing server or network: no sign, no error.
    fetchMock.mockImplementation(async () => new Response('{}', { status: 503 }));
    expect(await fetchSignedIn({ cookie: 'silca_signed_in=IjEi' })).toBeNull();
    fetchMock.mockImplementation(async () => {
      throw new TypeError('network');
    });
    expect(await fetchSignedIn({ cookie: 'silca_signed_in=IjEi' })).toBeNull();
  });
});
