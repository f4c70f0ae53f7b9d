import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { ROLE_PARTNER, SIGNED_IN_HINT_COOKIE } from '@silca/auth/shared';
import '../server/http/context';
import { methodNotAllowed, type ErrorPayload } from '../server/http/http-errors.server';
import type { SignedInAnswer } from '../client/signed-in';

/**
 * Headers of every answer: one visitor's, never in a shared cache nor the browser's cache, and
 * keyed on the cookie for caches that ignore `no-store` (docs/requirements/extranet.md#no-leaks).
 */
const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } as const;

/** `Set-Cookie` that removes a hint cookie the session no longer backs. */
function clearHint(secure: boolean): string {
  return `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * `GET /api/partner` (docs/requirements/pages.md#signed-in-partner-on-public-pages, decision 1025): who is signed in in this
 * browser, for the sign a public page's header adds after hydration (the page's HTML, kept by
 * shared caches, is the same for everyone). 200 `{ signedIn: false }` without a session (and the
 * stale hint cookie removed), 200 `{ signedIn: true, name, partner }` with one (`partner`: the
 * partner role, so the sign links the partner area); 503 with `Retry-After` when the session store
 * cannot be asked; 405 for another method. Every answer is `private, no-store`, `Vary: Cookie`.
 * Gives the display name only: no email, id, role list or token.
 */
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
