/**
 * libs/auth (docs/requirements/architecture.md#workspace-layout, docs/requirements/extranet.md#login-flow): partner login with remix-auth and remix-auth-auth0,
 * the cookie session, ID-token checks with jose, and the embedded OpenID provider that answers
 * Auth0's routes when no tenant is configured. Server-only: route modules that need the error
 * messages or the return-path rule import `@silca/auth/shared`.
 */
export {
  checkTenant,
  startAuthBackend,
  type AuthBackend,
  type AuthStandIn,
  type AuthStandInHooks,
  type AuthStandInStarter,
  type StartAuthBackendOptions,
} from './backend';
export { AUTH_CONSTANTS, ROLES_CLAIM, ROLE_BU_ITALIA, ROLE_PARTNER, readAuthConfig, type AuthConfig } from './config';
export { createLocalCertificate, type Certificate } from './tls';
export { IdTokenError, verifyIdToken, type IdTokenExpectations } from './id-token';
export { AuthError, toAuthError, type AuthService, type CallbackResult, type LoginOptions } from './service';
export * from './shared';
export { createSessionGate, type SessionGate, type SessionRefusal } from './session-gate';
export {
  memorySessionStore,
  sessionKey,
  sessionRefOf,
  sqlSessionStore,
  type SessionLookup,
  type SessionOwner,
  type SessionRecord,
  type SessionStore,
} from './session-store';
export { sqlTokenStore, memoryTokenStore, type TokenStore, type TokenDatabase, type SessionTokens, type SqlTokenStoreOptions } from './token-store';
