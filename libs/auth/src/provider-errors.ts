import { OAuth2RequestError, UnexpectedResponseError } from 'remix-auth-auth0';
import { AuthError } from './auth-error';
import { IdTokenError } from './id-token';

// What the identity provider and the strategy throw, mapped to the login error catalogue
// (docs/requirements/extranet.md#login-errors).

/** The class name of a thrown value ('' when none). */
function errorName(error: unknown): string {
  return (error as { constructor?: { name?: string } })?.constructor?.name ?? '';
}

/** Whether an error (or its causes, 4 deep) is a fetch timeout. */
function isTimeout(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 4 && e; i++) {
    const code = (e as { code?: string }).code;
    const name = (e as { name?: string }).name;
    if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT' || name === 'TimeoutError') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Maps what the strategy throws to the docs/requirements/extranet.md#login-errors catalogue. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  if (error instanceof IdTokenError) return new AuthError('request_error', 400, error.message, { cause: error });
  if (error instanceof OAuth2RequestError) {
    const code = error.code;
    if (code === 'access_denied') return new AuthError('cancelled', 400, error.description ?? code, { cause: error });
    if (code === 'mfa_required') return new AuthError('mfa_required', 400, error.description ?? code, { cause: error });
    if (code === 'login_required' || code === 'interaction_required' || code === 'consent_required') {
      return new AuthError('login_required', 401, code, { cause: error });
    }
    return new AuthError('request_error', 400, `${code}: ${error.description ?? ''}`, { cause: error });
  }
  if (error instanceof RangeError) return new AuthError('state_mismatch', 400, 'Invalid state', { cause: error });
  if (error instanceof ReferenceError && /state on cookie|code verifier/i.test(error.message)) {
    return new AuthError('missing_transaction', 400, error.message, { cause: error });
  }
  if (isTimeout(error)) return new AuthError('timeout', 504, 'identity provider timeout', { cause: error });
  if (error instanceof UnexpectedResponseError || errorName(error) === 'ArcticFetchError') {
    return new AuthError('request_error', 502, (error as Error).message, { cause: error });
  }
  return new AuthError('request_error', 400, (error as Error)?.message ?? 'login failed', { cause: error });
}

/**
 * An error answer of the token endpoint, where OAuth codes mean something else than on the
 * callback: 401 `access_denied` is a refused client secret (`request_error`, detail
 * `configuration`), 403 `invalid_grant` a used or unknown code. Other errors pass through.
 */
export function tokenEndpointError(error: unknown): unknown {
  if (!(error instanceof OAuth2RequestError)) return error;
  if (error.code === 'access_denied' || error.code === 'invalid_client' || error.code === 'unauthorized_client') {
    return new AuthError(
      'request_error',
      502,
      `the identity provider refused this site's client credentials (${error.code}: ${error.description ?? ''}): check AUTH0_CLIENT_ID and AUTH0_CLIENT_SECRET`,
      {
        cause: error,
        detail: 'configuration',
      },
    );
  }
  return new AuthError('request_error', 400, `token endpoint: ${error.code}: ${error.description ?? ''}`, { cause: error });
}

/** Whether a failed token request may be tried again: a 5xx answer or no answer at all (network). */
export function retryable(error: unknown): boolean {
  if (error instanceof UnexpectedResponseError) return error.status >= 500;
  return errorName(error) === 'ArcticFetchError';
}
