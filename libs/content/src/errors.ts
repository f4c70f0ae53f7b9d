/**
 * Thrown by the content service when the CMS cannot answer (timeout, 5xx, connection refused,
 * 429 after all retries) and no last good copy of the request is cached (docs/requirements/content.md#content-outages,
 * docs/requirements/content.md#content-outages "When the CMS fails"). The site renders the branded error page with `status` 503 and
 * logs `endpoint` (the upstream URL without the token).
 */
export class ContentUnavailableError extends Error {
  readonly status = 503;
  readonly endpoint: string;
  readonly upstreamStatus: number | undefined;

  constructor(endpoint: string, cause?: { message?: string; status?: number }) {
    super(`Content service unavailable at ${endpoint}${cause?.message ? `: ${cause.message}` : ''}`);
    this.name = 'ContentUnavailableError';
    this.endpoint = endpoint;
    this.upstreamStatus = cause?.status;
  }
}

/** True for an error the content service reports as an outage (see ContentUnavailableError). */
export function isContentUnavailableError(error: unknown): error is ContentUnavailableError {
  return error instanceof ContentUnavailableError;
}
