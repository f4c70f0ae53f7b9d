import type { AuthErrorCode, AuthErrorDetail } from './shared';

/**
 * An authentication failure of the docs/requirements/extranet.md#login-errors catalogue, with the HTTP status to answer and, for
 * a failure the partner cannot fix (the provider refused the site's configuration), a `detail`.
 */
export class AuthError extends Error {
  readonly detail?: AuthErrorDetail;
  constructor(
    readonly code: AuthErrorCode,
    readonly status: number,
    message?: string,
    options?: { cause?: unknown; detail?: AuthErrorDetail },
  ) {
    super(message ?? code, options);
    this.name = 'AuthError';
    this.detail = options?.detail;
  }
}
