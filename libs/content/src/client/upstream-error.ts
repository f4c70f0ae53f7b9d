/** What storyblok-js-client rejects with (ISbError) or a thrown Error. */
export interface UpstreamFailure {
  message?: string;
  status?: number;
}

/**
 * Classifies a rejected upstream call (docs/requirements/content.md#delivery-api): `not-found`
 * (404, cached like an answer), `outage` (no status, 5xx, 408, 429 after retries: last good copy
 * or ContentUnavailableError) or `fatal` (any other status: rethrown).
 */
export function classifyFailure(error: unknown): 'not-found' | 'outage' | 'fatal' {
  const status = (error as UpstreamFailure | null)?.status;
  if (status === 404) return 'not-found';
  if (status === undefined || status >= 500 || status === 408 || status === 429) return 'outage';
  return 'fatal';
}

/** Error raised for a `fatal` upstream answer; `status` is the upstream status. */
export class ContentRequestError extends Error {
  constructor(
    readonly endpoint: string,
    readonly status: number | undefined,
    message: string,
  ) {
    super(`Content request to ${endpoint} failed (${status ?? 'no status'}): ${message}`);
    this.name = 'ContentRequestError';
  }
}
