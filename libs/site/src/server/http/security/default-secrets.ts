import { LOCAL_PREVIEW_TOKEN, LOCAL_WEBHOOK_SECRET, readContentConfig } from '@silca/content';
import { log } from '../log';

export interface SecretInUse {
  variable: string;
  value: string | undefined;
  embeddedDefault: string;
}

/** True for 127.0.0.0/8, ::1 and localhost. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
}

/** Throws naming embedded secrets on a public production interface unless `allow` (docs/requirements/architecture.md#configuration). */
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

/** Production with embedded secrets: a public HOST throws, an unset one listens on 127.0.0.1 (docs/requirements/architecture.md#configuration). */
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
    // Without AUTH0_DOMAIN the embedded provider runs with its documented development users.
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
