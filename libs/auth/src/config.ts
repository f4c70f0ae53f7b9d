import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { LOGIN_POPUP } from './shared';

/** Authentication constants of docs/requirements/extranet.md#auth-constants; units are in the names. */
export const AUTH_CONSTANTS = {
  /** Timeout of each HTTP request to the identity provider. */
  httpTimeoutMs: 10_000,
  /** The token request is retried this many times after a network failure or 5xx. */
  tokenRetries: 3,
  /** Clock tolerance when checking the ID token's exp and iat. */
  idTokenLeewayS: 60,
  /** Default idle timeout of a session (docs/requirements/extranet.md#session-lifetime). */
  sessionIdleDefaultS: 30 * 60,
  /** Default absolute lifetime of a session. */
  sessionAbsoluteDefaultS: 12 * 60 * 60,
  /** A used session's idle end is moved at most this often. */
  sessionTouchEveryS: 60,
  /** `max_age` of every login request, so that Auth0 sends `auth_time` (docs/requirements/extranet.md#sso-sign-in-time). */
  loginMaxAgeS: 7 * 24 * 60 * 60,
  /** Access tokens are renewed this long before they expire. */
  renewBeforeExpiryS: 60,
  /** How long a second renewal of the same session waits for the first one. */
  tokenLockWaitMs: 5_000,
  popupTimeoutMs: LOGIN_POPUP.timeoutMs,
  popupWidth: LOGIN_POPUP.width,
  popupHeight: LOGIN_POPUP.height,
} as const;

export { ROLES_CLAIM, ROLE_BU_ITALIA, ROLE_PARTNER } from './shared';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const seconds = (fallback: number, min: number, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be an integer from ${min} to ${max} (seconds), got "${v.slice(0, 20)}"` });
        return z.NEVER;
      }
      return n;
    });

/** Default lifetime of the embedded provider's access tokens (s): a tenant's default `expires_in` (decision 1058). */
export const LOCAL_ACCESS_TOKEN_TTL_S = 86_400;

const schema = z
  .object({
    NODE_ENV: z.string().optional(),
    AUTH0_DOMAIN: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, 'must be a host name such as tenant.eu.auth0.com (no scheme, no path)')
        .optional(),
    ),
    AUTH0_CLIENT_ID: optionalString,
    AUTH0_CLIENT_SECRET: optionalString,
    AUTH0_AUDIENCE: optionalString,
    AUTH0_ORGANIZATION: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]+$/, 'must be an organization id such as org_abc123')
        .optional(),
    ),
    AUTH0_CALLBACK_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    AUTH0_LOCAL_PORT: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === '') return 0;
        const n = Number(v);
        if (!Number.isInteger(n) || n < 0 || n > 65535) {
          ctx.addIssue({ code: 'custom', message: `must be an integer from 0 to 65535, got "${v}"` });
          return z.NEVER;
        }
        return n;
      }),
    AUTH0_LOCAL_ROLES_CLAIM: z.enum(['on', 'off'], { message: 'must be on or off' }).optional(),
    AUTH0_LOCAL_ACCESS_TOKEN_TTL_S: seconds(LOCAL_ACCESS_TOKEN_TTL_S, 60, 30 * 24 * 3600),
    SESSION_CACHE_MS: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === '') return 2000;
        const n = Number(v);
        if (!Number.isInteger(n) || n < 0 || n > 10_000) {
          ctx.addIssue({ code: 'custom', message: `must be an integer from 0 to 10000 (ms), got "${v}"` });
          return z.NEVER;
        }
        return n;
      }),
    SESSION_IDLE_TIMEOUT_S: seconds(AUTH_CONSTANTS.sessionIdleDefaultS, 60, 24 * 3600),
    SESSION_ABSOLUTE_TIMEOUT_S: seconds(AUTH_CONSTANTS.sessionAbsoluteDefaultS, 300, 7 * 24 * 3600),
    SESSION_SECRETS: optionalString.pipe(
      z
        .string()
        .transform((v) =>
          v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.string().min(32, 'each secret must be at least 32 characters')).min(1))
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.SESSION_IDLE_TIMEOUT_S > env.SESSION_ABSOLUTE_TIMEOUT_S) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_IDLE_TIMEOUT_S'],
        message: `must not exceed SESSION_ABSOLUTE_TIMEOUT_S (${env.SESSION_ABSOLUTE_TIMEOUT_S} s)`,
      });
    }
    if (env.AUTH0_DOMAIN) {
      for (const key of ['AUTH0_CLIENT_ID', 'AUTH0_CLIENT_SECRET'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when AUTH0_DOMAIN is set' });
      }
      if (!env.SESSION_SECRETS) {
        ctx.addIssue({ code: 'custom', path: ['SESSION_SECRETS'], message: 'is required when AUTH0_DOMAIN is set' });
      }
    }
  });

/** Validated authentication settings (docs/requirements/architecture.md#configuration: read once at start). */
export interface AuthConfig {
  /** `embedded`: the local OpenID provider is started; `auth0`: a real tenant. */
  mode: 'embedded' | 'auth0';
  /** Auth0 domain, host[:port] without scheme; set by the backend in embedded mode. */
  domain?: string;
  clientId: string;
  clientSecret: string;
  audience?: string;
  organization?: string;
  /** Absolute callback URL; when unset it is derived per request from the site's origin. */
  callbackUrl?: string;
  /** Port of the embedded provider (0 = a free one). */
  localPort: number;
  /** Whether the embedded provider puts the roles claim in ID tokens (`AUTH0_LOCAL_ROLES_CLAIM`, default on). */
  localRolesClaim: boolean;
  /** Lifetime of the embedded provider's access tokens, s (decision 1058). */
  localAccessTokenTtlS: number;
  /** Secrets that sign the session cookie, newest first (rotation: append the old one). */
  sessionSecrets: string[];
  /** How long an instance trusts a session lookup, ms (decision 0870). */
  sessionCacheMs: number;
  /** Seconds without a request after which a session ends (docs/requirements/extranet.md#session-lifetime). */
  sessionIdleS: number;
  /** Seconds after its login at which a session ends, used or not (never below the idle timeout). */
  sessionAbsoluteS: number;
  /** `Secure` cookies (production). */
  secureCookies: boolean;
}

/** Client of the embedded provider when no tenant is configured (never valid anywhere else). */
export const LOCAL_CLIENT_ID = 'silca-local-client';
export const LOCAL_CLIENT_SECRET = 'silca-local-client-secret-not-for-production';

/**
 * Reads AUTH0_*, SESSION_* (docs/requirements/architecture.md#configuration). Throws an Error naming
 * every invalid variable. Without AUTH0_DOMAIN the mode is `embedded` and, without SESSION_SECRETS,
 * each process signs with a random secret (no shared default could sign a forged cookie).
 */
export function readAuthConfig(env: Record<string, string | undefined> = process.env): AuthConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const embedded = !e.AUTH0_DOMAIN;
  return {
    mode: embedded ? 'embedded' : 'auth0',
    domain: e.AUTH0_DOMAIN,
    clientId: e.AUTH0_CLIENT_ID ?? LOCAL_CLIENT_ID,
    clientSecret: e.AUTH0_CLIENT_SECRET ?? LOCAL_CLIENT_SECRET,
    audience: e.AUTH0_AUDIENCE,
    organization: e.AUTH0_ORGANIZATION,
    callbackUrl: e.AUTH0_CALLBACK_URL,
    localPort: e.AUTH0_LOCAL_PORT,
    localRolesClaim: e.AUTH0_LOCAL_ROLES_CLAIM !== 'off',
    localAccessTokenTtlS: e.AUTH0_LOCAL_ACCESS_TOKEN_TTL_S,
    sessionSecrets: e.SESSION_SECRETS ?? [randomBytes(32).toString('base64url')],
    sessionCacheMs: e.SESSION_CACHE_MS,
    sessionIdleS: e.SESSION_IDLE_TIMEOUT_S,
    sessionAbsoluteS: e.SESSION_ABSOLUTE_TIMEOUT_S,
    secureCookies: e.NODE_ENV === 'production',
  };
}
