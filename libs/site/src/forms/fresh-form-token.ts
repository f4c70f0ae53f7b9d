export const FORM_TOKEN_PATH = '/api/form-token';

export interface FreshFormToken {
  /** `{issuedAtMs}.{nonce}.{hmac}` (libs/forms `issueFormToken`). */
  token: string;
  /** FORM_MIN_FILL_MS: a submit waits until this long after the token arrived (decision 0935). */
  minFillMs: number;
}

const SWAP_TIMEOUT_MS = 5000;
/** Clock steps between instances, ms. */
const FILL_MARGIN_MS = 250;

/** The cached token's exchange for the visitor's own (decision 0935). */
export interface TokenSwap {
  /** Null when the route failed (the old token stays). */
  readonly token: Promise<string | null>;
  /** Null when a submit may go now, else the hidden inputs to post once the swap and fill time allow. */
  beforeSubmit(field: string): Promise<Record<string, string>> | null;
}

/** Swaps in a fresh token (decision 0935); submits wait for it plus `minFillMs`; failures keep the old one. `now` in ms. */
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
