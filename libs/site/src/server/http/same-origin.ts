export type SameOriginVerdict = { ok: true; by: 'sec-fetch-site' | 'origin' | 'referer' } | { ok: false; reason: string };

/**
 * Whether a form POST comes from our own pages (CSRF check, decision 0620); the first header present decides:
 * 1. `Sec-Fetch-Site`: `same-origin` or `none` pass, others are refused;
 * 2. `Origin` (unless chromium's opaque `null`): one of `allowedOrigins`;
 * 3. `Referer`: its origin one of `allowedOrigins`.
 * None of them: refused. Sec-Fetch-Site goes first because `request.url` is pinned to the public origin, which the browser's Origin need
 * not equal behind a proxy or on a test port.
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

/** Server POST paths: pass without origin information, judged with it (docs/requirements/hardening.md#proxies-and-origin). */
const SERVER_TO_SERVER = /^\/(api|auth)(\/|$)/;

/** The gate judges only state-changing methods. */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** CSRF gate (decisions 0620, 0880): 403 cross-site, else `Origin` pinned, so Remix 2's own check agrees. */
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
