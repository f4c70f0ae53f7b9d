/**
 * The site's HTTP hardening (issue 12, DESIGN.md sections 7 and 8; decision 0660): trusted
 * proxies, request screening, security headers, branded error answers.
 */
export { parseTrustedProxies } from './trusted-proxies';
export { requestScreen, screenRequest, ALLOWED_METHODS, type RequestVerdict, type RequestScreenOptions } from './request-screen';
export { securityHeaders, contentSecurityPolicy, PERMISSIONS_POLICY, EDITOR_ORIGIN, type SecurityHeadersOptions } from './headers';
export { plainErrorHandler, answerClientErrors } from './errors';
export { assertNoDefaultSecrets, isLoopbackHost, listenHostFor, type SecretInUse } from './default-secrets';
export { visitorScope } from './visitor-scope';
