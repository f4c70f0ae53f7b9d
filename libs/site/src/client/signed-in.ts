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

export const CLEAR_SIGNED_IN_HINT = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;

export const SIGNED_IN_PATH = '/api/partner';

/** Asked only with the hint cookie; null on error or abort, a stale hint removed (docs/requirements/pages.md#signed-in-partner-on-public-pages). */
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
