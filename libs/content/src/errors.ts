/**
 * Thrown when the CMS cannot answer and no last good copy is cached
 * (docs/requirements/content.md#content-outages): the site answers 503 and logs `endpoint`.
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
