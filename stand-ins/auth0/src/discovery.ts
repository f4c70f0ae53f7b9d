/**
 * Auth0 routes a tenant's discovery document names that the stand-in does not follow, with the
 * feature each belongs to: they are published, as a tenant publishes them, and refused when called.
 */
export const UNSUPPORTED_ROUTES: Readonly<Record<string, string>> = {
  '/oauth/device/code': 'Device Authorization Flow',
  '/mfa/challenge': 'MFA API (mfa_challenge_endpoint)',
  '/oidc/register': 'Dynamic Client Registration',
};

/**
 * Claims the stand-in lists in `claims_supported`: those of a tenant's list that it issues. It
 * also issues `sid`, `org_id`, `locale`, `updated_at` and the roles claim, which a tenant issues
 * without listing them (decision 1057).
 */
const LISTED_CLAIMS = ['aud', 'auth_time', 'email', 'email_verified', 'exp', 'iat', 'iss', 'name', 'nickname', 'sub'];

/** Response modes in a tenant's order. */
const RESPONSE_MODES = ['query', 'fragment', 'form_post'];

/**
 * The discovery document a tenant answers, made from oidc-provider's (docs/requirements/architecture.md#stand-in-contracts,
 * decision 1057): `doc` is oidc-provider's `/.well-known/openid-configuration` body, `origin` the
 * stand-in's `https://{domain}`. Returns a tenant's keys in a tenant's order: the endpoints the
 * stand-in serves from `doc`, the ones it refuses ({@link UNSUPPORTED_ROUTES}) at Auth0's paths,
 * the supported values oidc-provider is configured with (a subset of a tenant's where the stand-in
 * follows less), `request_parameter_supported` false, and `end_session_endpoint` as a tenant with
 * RP-Initiated Logout on. oidc-provider's keys a tenant does not publish (pushed authorization,
 * DPoP, grant types, claim types, the `iss` response parameter) are left out. Never throws.
 */
export function auth0Discovery(doc: Readonly<Record<string, unknown>>, origin: string): Record<string, unknown> {
  const list = (key: string): string[] => (Array.isArray(doc[key]) ? (doc[key] as unknown[]).map(String) : []);
  const claims = new Set(list('claims_supported'));
  return {
    issuer: doc.issuer,
    authorization_endpoint: doc.authorization_endpoint,
    token_endpoint: doc.token_endpoint,
    device_authorization_endpoint: `${origin}/oauth/device/code`,
    userinfo_endpoint: doc.userinfo_endpoint,
    mfa_challenge_endpoint: `${origin}/mfa/challenge`,
    jwks_uri: doc.jwks_uri,
    registration_endpoint: `${origin}/oidc/register`,
    revocation_endpoint: doc.revocation_endpoint,
    scopes_supported: list('scopes_supported'),
    response_types_supported: list('response_types_supported'),
    code_challenge_methods_supported: list('code_challenge_methods_supported'),
    response_modes_supported: RESPONSE_MODES.filter((m) => list('response_modes_supported').includes(m)),
    subject_types_supported: list('subject_types_supported'),
    id_token_signing_alg_values_supported: list('id_token_signing_alg_values_supported'),
    token_endpoint_auth_methods_supported: list('token_endpoint_auth_methods_supported'),
    // oidc-provider lists the claims of its scopes; aud, exp and iat are in every ID token.
    claims_supported: LISTED_CLAIMS.filter((c) => claims.has(c) || c === 'aud' || c === 'exp' || c === 'iat'),
    request_uri_parameter_supported: false,
    request_parameter_supported: false,
    token_endpoint_auth_signing_alg_values_supported: list('token_endpoint_auth_signing_alg_values_supported'),
    end_session_endpoint: doc.end_session_endpoint,
  };
}

/**
 * The answer to a call of a route in {@link UNSUPPORTED_ROUTES} (docs/requirements/architecture.md#stand-in-contracts):
 * 403 with an OAuth error body naming the feature, or null for any other path.
 */
export function unsupportedRoute(path: string): { status: number; body: { error: string; error_description: string } } | null {
  const feature = UNSUPPORTED_ROUTES[path];
  if (!feature) return null;
  return { status: 403, body: { error: 'unsupported_feature', error_description: `${feature} is not supported by the embedded Auth0 stand-in` } };
}
