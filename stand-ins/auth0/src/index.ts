/**
 * @silca/stand-in-auth0: the embedded OpenID provider that answers Auth0's routes when no tenant
 * is configured (docs/requirements/architecture.md#embedded-services, docs/requirements/architecture.md#stand-in-contracts),
 * with its development users. A development and test double: production libraries never import it (lint).
 */
export { startLocalProvider, type LocalProvider, type LocalProviderOptions } from './provider';
export { DEV_MFA_CODE, DEV_USERS, type DevUser } from './users';
export { auth0StandIn } from './stand-in';
