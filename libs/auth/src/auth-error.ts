import type { AuthErrorCode } from './shared';

/** An authentication failure of the SPEC.md 8 catalogue, with the HTTP status to answer. */
export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    readonly status: number,
    message?: string,
    options?: { cause?: unknown },
  ) {
    super(message ?? code, options);
    this.name = 'AuthError';
  }
}
