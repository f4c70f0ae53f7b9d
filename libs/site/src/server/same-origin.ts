/** Verdict of {@link checkSameOrigin}: which header decided, or why the request was refused. */
export type SameOriginVerdict = { ok: true; by: 'sec-fetch-site' | 'origin' | 'referer' } | { ok: false; reason: string };

/**
 * Is this form POST from one of our own pages? (Cross-site request forgery check, decision 0620.)
 * In order, the first header present decides:
 * 1. `Sec-Fetch-Site` (set by the browser, never by a page): `same-origin` or `none` (typed or
 *    bookmarked) passes; `same-site` and `cross-site` are refused.
 * 2. `Origin`, unless it is the opaque `null` that chromium sends under
 *    `Referrer-Policy: no-referrer`: it must be one of `allowedOrigins`.
 * 3. `Referer`: its origin must be one of `allowedOrigins`.
 * With none of them (or only `Origin: null`), the request is refused: every browser that can be
 * led into a cross-site POST sends at least one. Sec-Fetch-Site goes first because the site's
 * request screen pins `request.url` to the configured public origin, which the browser's Origin
 * need not equal behind a proxy or on a test port; the Origin header is the fallback for browsers
 * without Fetch Metadata (Safari before 16.4), and it is what non-browser clients are judged by.
 */
export function checkSameOrigin(headers: Headers, allowedOrigins: readonly string[]): SameOriginVerdict {
  const allowed = new Set(allowedOrigins.map((o) => safeOrigin(o)).filter(Boolean));
  const site = headers.get('sec-fetch-site');
  if (site) {
    return site === 'same-origin' || site === 'none' ? { ok: true, by: 'sec-fetch-site' } : { ok: false, reason: `sec-fetch-site ${site.slice(0, 20)}` };
  }
  const origin = headers.get('origin');
  if (origin && origin !== 'null') {
    return allowed.has(safeOrigin(origin)) ? { ok: true, by: 'origin' } : { ok: false, reason: 'foreign origin' };
  }
  const referer = headers.get('referer');
  if (referer) {
    return allowed.has(safeOrigin(referer)) ? { ok: true, by: 'referer' } : { ok: false, reason: 'foreign referer' };
  }
  return { ok: false, reason: origin === 'null' ? 'opaque origin without fetch metadata' : 'no origin information' };
}

function safeOrigin(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return '';
  }
}
