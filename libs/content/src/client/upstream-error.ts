/** What storyblok-js-client rejects with (ISbError) or a thrown Error. */
export interface UpstreamFailure {
  message?: string;
  status?: number;
}

/**
 * Classifies a rejected upstream call (docs/requirements/content.md#delivery-api: 200-206 accepted, others rejected):
 * - `not-found`: 404, the story does not exist (a normal answer, cached like one);
 * - `outage`: no status (timeout, refused, DNS), 5xx, 408 or 429 after the retries: the last
 *   good copy is served, else ContentUnavailableError;
 * - `fatal`: any other status (401 bad token, 4xx bad parameter): a configuration or
 *   programming error, rethrown as is.
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
