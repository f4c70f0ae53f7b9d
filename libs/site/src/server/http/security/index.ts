/**
 * The site's HTTP hardening (docs/requirements/hardening.md#hardening-goals, docs/requirements/pages.md#progressive-enhancement, docs/requirements/performance.md#page-cache; decision 0660): trusted
 * proxies, request screening, security headers, branded error answers.
 */
export { parseTrustedProxies } from './trusted-proxies';
export { requestScreen, screenRequest, ALLOWED_METHODS, type RequestVerdict, type RequestScreenOptions } from './request-screen';
export { securityHeaders, contentSecurityPolicy, PERMISSIONS_POLICY, EDITOR_ORIGIN, type SecurityHeadersOptions } from './headers';
export { plainErrorHandler, answerClientErrors } from './errors';
export { assertNoDefaultSecrets, isLoopbackHost, listenHostFor, type SecretInUse } from './default-secrets';
export { requestScopeOf, visitorScope } from './visitor-scope';
