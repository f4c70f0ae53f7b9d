import { LOCAL_PREVIEW_TOKEN, LOCAL_WEBHOOK_SECRET, readContentConfig } from '@silca/content';
import { log } from '../log';

/** One secret to check: its variable, the value in use, and the embedded default it must not be. */
export interface SecretInUse {
  variable: string;
  value: string | undefined;
  embeddedDefault: string;
}

/** True for an interface only this machine can reach (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
}

/**
 * Refuses to start a production server on a public interface with the embedded stand-ins'
 * well-known secrets (docs/requirements/hardening.md#hardening-goals: webhook secret, preview token, session secrets; docs/requirements/content.md#delivery-api):
 * throws an Error naming every such variable unless `allow` (ALLOW_DEFAULT_SECRETS=1). Outside
 * production, or on a loopback HOST, it does nothing. `host` is the listen interface (HOST).
 */
export function assertNoDefaultSecrets(opts: { production: boolean; host: string; allow: boolean; secrets: SecretInUse[] }): void {
  if (!opts.production || opts.allow || isLoopbackHost(opts.host)) return;
  const bad = opts.secrets.filter((s) => s.value !== undefined && s.value === s.embeddedDefault).map((s) => s.variable);
  if (bad.length) {
    throw new Error(
      `Refusing to start: production on ${opts.host} with the embedded default secret of ${bad.join(', ')}. ` +
        'Set real values, listen on 127.0.0.1 (HOST), or set ALLOW_DEFAULT_SECRETS=1 to accept the risk.',
    );
  }
}

/**
 * The server's listen interface after the default-secrets rule (docs/requirements/hardening.md#hardening-goals): reads the content
 * configuration's webhook secret and preview token (libs/content, `local-webhook` and
 * `local-preview` when unset) and whether the embedded login provider (development users) runs
 * (AUTH0_DOMAIN unset), and, in production with ALLOW_DEFAULT_SECRETS unset,
 * - HOST set explicitly to a public interface: throws (see {@link assertNoDefaultSecrets});
 * - HOST unset (default 0.0.0.0): listens on 127.0.0.1 instead and warns, so `npm start` still
 *   works on this machine but nothing outside can reach the default secrets.
 * `extraSecrets`: further secrets with embedded defaults (session secrets of other features).
 */
export function listenHostFor(
  env: Record<string, string | undefined>,
  config: { NODE_ENV: string; HOST: string; ALLOW_DEFAULT_SECRETS?: string },
  extraSecrets: SecretInUse[] = [],
): string {
  const production = config.NODE_ENV === 'production';
  const allow = config.ALLOW_DEFAULT_SECRETS === '1';
  if (!production || allow || isLoopbackHost(config.HOST)) return config.HOST;
  const content = readContentConfig(env);
  const secrets: SecretInUse[] = [
    { variable: 'STORYBLOK_WEBHOOK_SECRET', value: content.webhookSecret, embeddedDefault: LOCAL_WEBHOOK_SECRET },
    { variable: 'STORYBLOK_PREVIEW_TOKEN', value: content.previewToken, embeddedDefault: LOCAL_PREVIEW_TOKEN },
    // Without AUTH0_DOMAIN the embedded login provider with its documented development users runs.
    {
      variable: 'AUTH0_DOMAIN (embedded login provider with development users)',
      value: env.AUTH0_DOMAIN?.trim() ? 'set' : 'embedded',
      embeddedDefault: 'embedded',
    },
    ...extraSecrets,
  ];
  const hostExplicit = Boolean(env.HOST?.trim());
  if (!hostExplicit && secrets.some((s) => s.value !== undefined && s.value === s.embeddedDefault)) {
    log.warn('embedded default secrets in production: listening on 127.0.0.1 only (set the secrets, or HOST and ALLOW_DEFAULT_SECRETS=1)');
    return '127.0.0.1';
  }
  assertNoDefaultSecrets({ production, host: config.HOST, allow, secrets });
  return config.HOST;
}
