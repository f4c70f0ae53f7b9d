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

/** The parts of an Express request the gate reads and rewrites. */
interface GateRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
}
interface GateResponse {
  status(code: number): GateResponse;
  type(t: string): GateResponse;
  set(name: string, value: string): GateResponse;
  send(body: string): unknown;
}

/**
 * Paths that also take a POST from a server rather than a page (the Storyblok webhook, the
 * identity provider, scripts): a request there WITHOUT any origin information passes (the route
 * authenticates it itself: signature, state, its own checks), but one that names an origin is
 * judged like any other (docs/requirements/hardening.md#proxies-and-origin: a foreign or null Origin there answered Remix's 500).
 */
const SERVER_TO_SERVER = /^\/(api|auth)(\/|$)/;

/** Methods that change state; the gate judges only these (GET and HEAD never do, docs/requirements/urls.md#public-routes). */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Express middleware in front of every route for state-changing requests (decisions 0620,
 * 0880): refuses a cross-site request with 403 (the branded plain page from `render`), and for a
 * same-origin one sets `Origin` to the public origin. Every path is judged, with or without an
 * action; on /api/* and /auth/* a request carrying no origin information at all passes
 * (server-to-server, see {@link SERVER_TO_SERVER}). Why our own gate: Remix 2's document-request
 * check (`throwIfPotentialCSRFAttack`) compares `Origin` with the Host header and answers **500**
 * when they differ, which happens for chromium's `Origin: null` (sent under
 * `Referrer-Policy: no-referrer`), for any foreign Origin, and for every request once the request
 * screen pins Host to the configured public origin (a proxy, a test port). Our check decides;
 * Remix's then agrees. Refusals are logged at info (an expected answer, no stack).
 */
export function sameOriginGate(opts: {
  publicOrigin: () => string;
  render: (status: number) => string;
  log?: (message: string, fields: Record<string, unknown>) => void;
}) {
  return (req: GateRequest, res: GateResponse, next: () => void) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const headers = new Headers();
    for (const name of ['sec-fetch-site', 'origin', 'referer']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const unsigned = !headers.has('sec-fetch-site') && !headers.has('origin') && !headers.has('referer');
    if (unsigned && SERVER_TO_SERVER.test(req.path)) return next();
    const publicOrigin = opts.publicOrigin();
    const verdict = checkSameOrigin(headers, [publicOrigin]);
    if (!verdict.ok) {
      opts.log?.('refused request: not same origin', { status: 403, reason: verdict.reason, path: req.path.slice(0, 200) });
      res.status(403).type('html').set('Cache-Control', 'no-store').send(opts.render(403));
      return;
    }
    req.headers.origin = new URL(publicOrigin).origin;
    next();
  };
}
