import { SIGNED_IN_HINT_COOKIE } from '@silca/auth/shared';

/** The answer of `GET /api/partner` (decision 1025): who is signed in in this browser, if anyone. */
export type SignedInAnswer = { signedIn: false } | { signedIn: true; name: string; partner: boolean };

/** Whether a `document.cookie` string holds the "signed in" hint cookie with a value (docs/requirements/pages.md#signed-in-partner-on-public-pages). */
export function hasSignedInHint(cookies: string): boolean {
  return cookies.split(';').some((pair) => {
    const eq = pair.indexOf('=');
    return eq > 0 && pair.slice(0, eq).trim() === SIGNED_IN_HINT_COOKIE && pair.slice(eq + 1).trim() !== '';
  });
}

/** `document.cookie` assignment that removes the hint once the server says no session backs it. */
export const CLEAR_SIGNED_IN_HINT = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;

/** Path of the private answer (a resource route of libs/site, never cached). */
export const SIGNED_IN_PATH = '/api/partner';

/**
 * Who is signed in, asked of {@link SIGNED_IN_PATH} only when the hint cookie is there (a visitor
 * who never logged in costs no request; docs/requirements/pages.md#signed-in-partner-on-public-pages). Null without the
 * hint, on a network or server error (the header then simply shows no sign) and when `signal`
 * aborts (the page went away). A stale hint (no session behind it) is removed from the browser.
 */
export async function fetchSignedIn(doc: Pick<Document, 'cookie'>, signal?: AbortSignal): Promise<SignedInAnswer | null> {
  if (!hasSignedInHint(doc.cookie)) return null;
  try {
    const res = await fetch(SIGNED_IN_PATH, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' }, signal });
    if (!res.ok) return null;
    const answer = (await res.json()) as SignedInAnswer;
    if (!answer.signedIn) {
      doc.cookie = CLEAR_SIGNED_IN_HINT;
      return null;
    }
    return typeof answer.name === 'string' ? answer : null;
  } catch {
    return null;
  }
}
