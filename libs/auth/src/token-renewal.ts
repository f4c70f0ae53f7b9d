import { OAuth2RequestError, UnexpectedResponseError } from 'remix-auth-auth0';
import { AuthError } from './auth-error';
import type { SilcaAuth0Strategy } from './auth0-strategy';
import { AUTH_CONSTANTS } from './config';
import { toAuthError } from './provider-errors';
import type { SessionTokens, TokenStore } from './token-store';

/** What {@link createTokenRenewal} renews with. */
export interface TokenRenewalOptions {
  /** Where the session's tokens live (one renewal per session across instances, decision 0801). */
  tokens: TokenStore;
  /** Seconds since the epoch. */
  now: () => number;
  /** The strategy that calls the provider's token endpoint (any redirect URI will do). */
  strategy: () => Pick<SilcaAuth0Strategy, 'refreshToken'>;
}

/**
 * Renews a session's access token with its refresh token (docs/requirements/extranet.md#auth-constants),
 * one renewal per session. A refused refresh token rejects with `missing_refresh_token`; other
 * failures with their catalogue code ({@link toAuthError}).
 */
export function createTokenRenewal({ tokens, now, strategy }: TokenRenewalOptions): (key: string) => Promise<SessionTokens> {
  const renewals = new Map<string, Promise<SessionTokens>>();
  return async function renewTokens(key: string): Promise<SessionTokens> {
    const fresh = (t: SessionTokens) => t.expiresAt - AUTH_CONSTANTS.renewBeforeExpiryS > now();
    let renewal = renewals.get(key);
    if (!renewal) {
      renewal = tokens
        .renew(key, fresh, async (current) => {
          if (!current.refreshToken) throw new AuthError('missing_refresh_token', 401, 'the session has no refresh token');
          try {
            const t = await strategy().refreshToken(current.refreshToken);
            return {
              accessToken: t.accessToken(),
              expiresAt: now() + t.accessTokenExpiresInSeconds(),
              refreshToken: t.hasRefreshToken() ? t.refreshToken() : current.refreshToken,
            };
          } catch (error) {
            // RFC 6749 5.2 says 400 `invalid_grant`; Auth0 answers 403.
            if ((error instanceof OAuth2RequestError && error.code === 'invalid_grant') || (error instanceof UnexpectedResponseError && error.status === 403)) {
              throw new AuthError('missing_refresh_token', 401, 'the refresh token was refused', { cause: error });
            }
            throw toAuthError(error);
          }
        })
        .finally(() => renewals.delete(key));
      renewals.set(key, renewal);
    }
    let timer: NodeJS.Timeout | undefined;
    const wait = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AuthError('timeout', 504, 'token lock wait')), AUTH_CONSTANTS.tokenLockWaitMs);
    });
    try {
      return await Promise.race([renewal, wait]);
    } finally {
      clearTimeout(timer);
    }
  };
}
