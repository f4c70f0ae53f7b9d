/** Path of the per-visitor token route (decision 0935), registered on every market's app. */
export const FORM_TOKEN_PATH = '/api/form-token';

/** Body of a 200 from {@link FORM_TOKEN_PATH}. */
export interface FreshFormToken {
  /** A signed token issued now (`{issuedAtMs}.{nonce}.{hmac}`, libs/forms `issueFormToken`). */
  token: string;
  /**
   * FORM_MIN_FILL_MS, in ms: a post carrying `token` sooner than this after it was issued is taken
   * for a bot, so the form holds a submit until this long after the answer arrived (decision 0935).
   */
  minFillMs: number;
}

/** How long a swap may take before the form goes on with the token of the HTML (ms). */
const SWAP_TIMEOUT_MS = 5000;
/** Added to the minimum fill time the form waits out: clock steps between instances (ms). */
const FILL_MARGIN_MS = 250;

/** One page's exchange of the cached token for the visitor's own (decision 0935). */
export interface TokenSwap {
  /** Resolves with the fresh token, or null when the route failed (the old token stays). */
  readonly token: Promise<string | null>;
  /**
   * Null when a submit may go now; else a promise of the hidden inputs to post (`{ [field]: token }`),
   * which resolves once the swap has settled and the fresh token's minimum fill time has passed.
   */
  beforeSubmit(field: string): Promise<Record<string, string>> | null;
}

/**
 * Starts `GET /api/form-token` (decision 0935) and tracks when a submit may go: not while the
 * request is in flight (the old token would be posted), and not sooner than `minFillMs` (+250 ms)
 * after the fresh token arrived, so a person who typed before hydration is never taken for a bot.
 * Any failure (network, 429, 503, timeout after 5 s, malformed body) leaves the old token: the
 * action's "send again" answer stays the fallback. `now` is a monotonic clock in ms.
 */
export function startTokenSwap(fetcher: typeof fetch = fetch, now: () => number = () => performance.now()): TokenSwap {
  let settled = false;
  let fresh: string | null = null;
  let readyAt = 0;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SWAP_TIMEOUT_MS);
  const token = (async () => {
    try {
      const res = await fetcher(FORM_TOKEN_PATH, {
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
        cache: 'no-store',
        signal: controller.signal,
      });
      if (!res.ok) return null;
      const body = (await res.json()) as Partial<FreshFormToken>;
      if (typeof body.token !== 'string' || !body.token) return null;
      readyAt = now() + Math.max(0, Number(body.minFillMs) || 0) + FILL_MARGIN_MS;
      fresh = body.token;
      return fresh;
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
      settled = true;
    }
  })();
  return {
    token,
    beforeSubmit(field) {
      if (settled && now() >= readyAt) return null;
      return token.then(async () => {
        const wait = readyAt - now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        return fresh ? { [field]: fresh } : {};
      });
    },
  };
}
