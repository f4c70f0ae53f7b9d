import { Auth0Strategy } from 'remix-auth-auth0';
import { AUTH_CONSTANTS } from './config';
import type { AuthUser } from './shared';
import { retryable, tokenEndpointError } from './provider-errors';

/** remix-auth-auth0's strategy plus the nonce, the UI language, `prompt` and the docs/requirements/extranet.md#auth-constants retries. */
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
  /** When the partner signed in at the provider (`auth_time`, else `iat`), seconds. */
  authTime: number;
}
