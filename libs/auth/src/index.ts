/**
 * libs/auth (docs/requirements/extranet.md#login-flow): partner login, the session, ID-token
 * checks and the embedded OpenID provider. Server-only; route modules import `@silca/auth/shared`.
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
