import type { MarketId, SiteUrls } from '@silca/i18n';
import { z } from 'zod';
import { parseTrustedProxies } from './security/trusted-proxies';

const siteUrl = z
  .url({ protocol: /^https?$/ })
  .transform((v) => v.replace(/\/+$/, ''))
  .optional();

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    SITE_URL: siteUrl,
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
    SITE_URL_GLOBAL: siteUrl,
    SITE_URL_ITALY: siteUrl,
    SITE_URL_SPAIN: siteUrl,
    SITE_URL_FRANCE: siteUrl,
    SITE_URL_GERMANY: siteUrl,
    // Proxies whose X-Forwarded-For is believed (docs/requirements/hardening.md#proxies-and-origin, config.env.md).
    TRUSTED_PROXIES: z
      .string()
      .optional()
      .superRefine((v, ctx) => {
        try {
          parseTrustedProxies(v);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
        }
      }),
    // docs/requirements/product.md#site-configuration (decision 0761): only production says true.
    SITE_INDEXABLE: z.enum(['true', 'false', '']).optional(),
    // docs/requirements/urls.md#trailing-slash is the only policy; validated so a typo is caught.
    SITE_TRAILING_SLASH: z.enum(['false', '']).optional(),
    SITE_WEBSITE_ID: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'lowercase letters, digits and dashes')
      .optional(),
    ALLOW_DEFAULT_SECRETS: z.enum(['0', '1', '']).optional(),
    // Uncached renders at once, waiting and longest wait before a fast 503 (docs/requirements/performance.md#render-queue, decision 0822).
    RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(4),
    RENDER_QUEUE_MAX: z.coerce.number().int().min(0).max(100_000).default(32),
    RENDER_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
    FILE_LINK_TTL_S: z.coerce.number().int().min(1).max(86_400).default(300),
    // docs/requirements/hardening.md#connection-limits (decision 0995).
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(15_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(65_000),
    BODY_MIN_RATE_BYTES_S: z.coerce.number().int().min(1).max(10_000_000).default(240),
    BODY_GRACE_MS: z.coerce.number().int().min(1000).max(300_000).default(10_000),
    CONNECTIONS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(4096),
    CONNECTIONS_PER_CLIENT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(64),
  })
  .refine((c) => c.HEADERS_TIMEOUT_MS <= c.REQUEST_TIMEOUT_MS, { path: ['HEADERS_TIMEOUT_MS'], message: 'must not exceed REQUEST_TIMEOUT_MS' });

/** Validated server settings (docs/requirements/architecture.md#configuration). */
export type ServerConfig = z.infer<typeof schema>;

/** Reads the HTTP server's environment; throws naming every invalid variable. */
export function readServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

/** Each market's origin (docs/requirements/urls.md#seo-alternates): `SITE_URL_{MARKET}`, `SITE_URL`, else the default. */
export function siteUrlsFrom(config: ServerConfig, ownMarket: MarketId): SiteUrls {
  const urls: SiteUrls = {
    global: config.SITE_URL_GLOBAL,
    italy: config.SITE_URL_ITALY,
    spain: config.SITE_URL_SPAIN,
    france: config.SITE_URL_FRANCE,
    germany: config.SITE_URL_GERMANY,
  };
  if (config.SITE_URL) urls[ownMarket] = config.SITE_URL;
  return Object.fromEntries(Object.entries(urls).filter(([, v]) => v)) as SiteUrls;
}
