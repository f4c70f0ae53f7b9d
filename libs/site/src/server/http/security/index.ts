/** The site's HTTP hardening (docs/requirements/hardening.md#hostile-requests, decision 0660). */
export { parseTrustedProxies } from './trusted-proxies';
export { requestScreen, screenRequest, ALLOWED_METHODS, type RequestVerdict, type RequestScreenOptions } from './request-screen';
export { securityHeaders, contentSecurityPolicy, PERMISSIONS_POLICY, EDITOR_ORIGIN, type SecurityHeadersOptions } from './headers';
export { plainErrorHandler, answerClientErrors } from './errors';
export { assertNoDefaultSecrets, isLoopbackHost, listenHostFor, type SecretInUse } from './default-secrets';
export { requestScopeOf, visitorScope } from './visitor-scope';
