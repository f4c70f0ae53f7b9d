import type { JWTPayload, JWTVerifyGetKey } from 'jose';
import { Auth0Strategy } from 'remix-auth-auth0';
import { AuthError } from './auth-error';
import { AUTH_CONSTANTS, ROLES_CLAIM, type AuthConfig } from './config';
import { verifyIdToken } from './id-token';
import type { AuthUser } from './shared';
import { retryable, tokenEndpointError } from './provider-errors';

/**
 * remix-auth-auth0's strategy plus the nonce, the UI language, `prompt`, `max_age`
 * (docs/requirements/extranet.md#sso-sign-in-time) and the docs/requirements/extranet.md#auth-constants retries.
 */
export class SilcaAuth0Strategy extends Auth0Strategy<VerifiedLogin> {
  constructor(
    options: ConstructorParameters<typeof Auth0Strategy<VerifiedLogin>>[0],
    verify: ConstructorParameters<typeof Auth0Strategy<VerifiedLogin>>[1],
    private readonly nonceFor: (state: string) => string,
  ) {
    super(options, verify);
  }
  protected override authorizationParams(params: URLSearchParams, request: Request): URLSearchParams {
    const out = super.authorizationParams(params, request);
    const url = new URL(request.url);
    const state = out.get('state');
    if (state) out.set('nonce', this.nonceFor(state));
    const locale = url.searchParams.get('lang');
    if (locale && /^[a-z]{2}$/.test(locale)) out.set('ui_locales', locale);
    const prompt = url.searchParams.get('prompt');
    if (prompt === 'none' || prompt === 'login') out.set('prompt', prompt);
    // Auth0 sends auth_time only with max_age or prompt=login (docs/requirements/extranet.md#sso-sign-in-time).
    out.set('max_age', String(AUTH_CONSTANTS.loginMaxAgeS));
    return out;
  }
  protected override async validateAuthorizationCode(code: string, codeVerifier: string) {
    let last: unknown;
    for (let attempt = 0; attempt <= AUTH_CONSTANTS.tokenRetries; attempt++) {
      try {
        return await super.validateAuthorizationCode(code, codeVerifier);
      } catch (error) {
        last = error;
        if (!retryable(error)) throw tokenEndpointError(error);
      }
    }
    throw tokenEndpointError(last);
  }
}

export interface VerifiedLogin {
  user: AuthUser;
  tokens: { accessToken: string; refreshToken?: string; expiresAt: number };
  /** When the partner signed in at the provider (`auth_time`, s); never `iat`, which a single sign-on has too. */
  authTime: number | undefined;
}

/** The tokens remix-auth-auth0 hands its verify function (arctic's OAuth2Tokens). */
export type StrategyTokens = Parameters<ConstructorParameters<typeof Auth0Strategy<VerifiedLogin>>[1]>[0]['tokens'];

/** What {@link verifiedLogin} checks the ID token against. */
export interface LoginVerification {
  config: AuthConfig & { domain: string };
  jwks: JWTVerifyGetKey;
  /** `https://{domain}/`. */
  issuer: string;
  /** The nonce bound to a login's state (HMAC of the state). */
  nonceFor: (state: string) => string;
  /** Seconds since the epoch. */
  now: () => number;
}

/**
 * The strategy's verify step (docs/requirements/extranet.md#login-flow,
 * docs/requirements/extranet.md#id-token-checks): checks the ID token and builds the partner and the
 * tokens to keep. Throws `IdTokenError`, or AuthError `request_error` (detail `configuration`)
 * without a roles claim (docs/requirements/extranet.md#tenant-configuration-errors).
 */
export async function verifiedLogin(t: StrategyTokens, state: string, { config, jwks, issuer, nonceFor, now }: LoginVerification): Promise<VerifiedLogin> {
  const payload: JWTPayload = await verifyIdToken(t.idToken(), jwks, {
    issuer,
    clientId: config.clientId,
    nonce: nonceFor(state),
    organization: config.organization,
    nowS: now(),
  });
  const roles = payload[ROLES_CLAIM];
  if (!Array.isArray(roles)) {
    throw new AuthError(
      'request_error',
      502,
      `the ID token has no ${ROLES_CLAIM} claim: deploy the post-login Action that adds it (docs/running.md, Pointing at the real services)`,
      {
        detail: 'configuration',
      },
    );
  }
  const user: AuthUser = {
    sub: payload.sub as string,
    name: typeof payload.name === 'string' ? payload.name : typeof payload.email === 'string' ? payload.email : (payload.sub as string),
    email: typeof payload.email === 'string' ? payload.email : undefined,
    locale: typeof payload.locale === 'string' ? payload.locale : undefined,
    roles: roles.filter((r): r is string => typeof r === 'string'),
    orgId: typeof payload.org_id === 'string' ? payload.org_id : undefined,
  };
  let expiresIn = 3600;
  try {
    expiresIn = t.accessTokenExpiresInSeconds();
  } catch {
    /* Auth0 always sends expires_in; default to an hour otherwise. */
  }
  return {
    user,
    authTime: typeof payload.auth_time === 'number' ? payload.auth_time : undefined,
    tokens: {
      accessToken: t.accessToken(),
      refreshToken: t.hasRefreshToken() ? t.refreshToken() : undefined,
      expiresAt: now() + expiresIn,
    },
  };
}
