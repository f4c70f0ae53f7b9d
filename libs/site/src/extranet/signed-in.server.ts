import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { ROLE_PARTNER, SIGNED_IN_HINT_COOKIE } from '@silca/auth/shared';
import '../server/http/context';
import { methodNotAllowed, type ErrorPayload } from '../server/http/http-errors.server';
import type { SignedInAnswer } from '../client/signed-in';

/** One visitor's answer, kept by no cache (docs/requirements/extranet.md#no-leaks). */
const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } as const;

function clearHint(secure: boolean): string {
  return `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** `GET /api/partner` (decision 1025): `{ signedIn, name?, partner? }`, 503, 405; private, the name only. */
export async function loadSignedIn({ request, context }: LoaderFunctionArgs): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') throw methodNotAllowed();
  const auth = context.auth;
  if (!auth) return json<SignedInAnswer>({ signedIn: false }, { headers: PRIVATE });
  let user;
  try {
    user = await auth.getUser(request);
  } catch {
    return json<ErrorPayload>({ message: 'Service unavailable' }, { status: 503, headers: { ...PRIVATE, 'Retry-After': '5' } });
  }
  if (!user) {
    const headers = new Headers(PRIVATE);
    if ((request.headers.get('cookie') ?? '').includes(`${SIGNED_IN_HINT_COOKIE}=`))
      headers.append('Set-Cookie', clearHint(new URL(request.url).protocol === 'https:'));
    return json<SignedInAnswer>({ signedIn: false }, { headers });
  }
  const name = (user.name || user.email || '').trim().slice(0, 120);
  return json<SignedInAnswer>({ signedIn: true, name, partner: user.roles.includes(ROLE_PARTNER) }, { headers: PRIVATE });
}
