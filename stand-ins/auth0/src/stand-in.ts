import type { AuthStandInStarter } from '@silca/auth';
import { startLocalProvider } from './provider';

/**
 * The embedded OpenID provider for an auth config in embedded mode, in this process: what
 * `startAuthBackend({ standIn })` takes in tests and in the development entry's child
 * (docs/requirements/architecture.md#embedded-services, decision 1031). Port AUTH0_LOCAL_PORT
 * (a free one when 0), the config's client, organization, roles-claim setting and access token
 * lifetime (AUTH0_LOCAL_ACCESS_TOKEN_TTL_S); the allowed
 * URLs are read per request from `hooks`. Throws when the port is taken or openssl is missing.
 */
export const auth0StandIn: AuthStandInStarter = (config, hooks) =>
  startLocalProvider({
    port: config.localPort,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    organization: config.organization,
    allowedCallbackUrls: () => hooks.allowedUrls().callbacks,
    allowedLogoutUrls: () => hooks.allowedUrls().logouts,
    rolesClaim: config.localRolesClaim,
    accessTokenTtlS: config.localAccessTokenTtlS,
    tokenDelayMs: hooks.tokenDelayMs,
  });
