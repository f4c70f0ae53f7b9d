import { readAuthConfig } from '@silca/auth';
import { startLocalProvider } from './provider';

/** Port of `nx run stand-in-auth0:serve` when AUTH0_LOCAL_PORT is unset (next to the embedded Storyblok's 8787). */
const DEFAULT_PORT = 8789;

/**
 * `npx nx run stand-in-auth0:serve`: the embedded OpenID provider on its own, over HTTPS with a
 * certificate made at start, on AUTH0_LOCAL_PORT (default 8789), with the client id and secret of
 * the embedded mode (docs/requirements/architecture.md#embedded-services). As on a tenant, only
 * the application's Allowed Callback URL is accepted: AUTH0_CALLBACK_URL, else
 * `http://localhost:3000/auth/callback`; logouts may return to that origin's `/`.
 * Prints the domain and the certificate's PEM (a client must trust it). Stops on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const config = readAuthConfig(process.env);
  const callback = config.callbackUrl ?? 'http://localhost:3000/auth/callback';
  const provider = await startLocalProvider({
    port: config.localPort || DEFAULT_PORT,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    organization: config.organization,
    allowedCallbackUrls: () => [callback],
    allowedLogoutUrls: () => [`${new URL(callback).origin}/`],
    rolesClaim: config.localRolesClaim,
    accessTokenTtlS: config.localAccessTokenTtlS,
  });
  process.stdout.write(`Embedded Auth0 at ${provider.origin} (client ${config.clientId}, callback ${callback})\n${provider.certificate}\n`);
  const stop = () => void provider.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`[auth] stand-in-auth0:serve failed: ${(error as Error).message}\n`);
  process.exit(1);
});
