import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LOCAL_ASSET_TOKEN, SIGNED_URL_TTL_S } from './private-assets';

/** Storyblok regions and their CDN hosts (storyblok-js-client's getRegionURL). */
export const STORYBLOK_REGIONS = ['eu', 'us', 'ap', 'ca', 'cn'] as const;
/** One of the Storyblok regions (STORYBLOK_REGION). */
export type StoryblokRegion = (typeof STORYBLOK_REGIONS)[number];

/** Tokens the embedded server accepts when none are configured (docs/environment.md). */
export const LOCAL_PUBLIC_TOKEN = 'local-public';
export const LOCAL_PREVIEW_TOKEN = 'local-preview';
/** Webhook secret of the embedded mode when STORYBLOK_WEBHOOK_SECRET is unset (never used with a real space). */
export const LOCAL_WEBHOOK_SECRET = 'local-webhook';
/** Port of `nx run stand-in-storyblok:serve` when STORYBLOK_LOCAL_PORT is unset. */
export const DEFAULT_LOCAL_PORT = 8787;

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const intFrom = (min: number, max: number, fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be an integer from ${min} to ${max}, got "${v}"` });
        return z.NEVER;
      }
      return n;
    });

/** Storyblok's visual-editor bridge script (Storyblok docs, "The Storyblok Bridge"). */
export const DEFAULT_BRIDGE_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js';

const envSchema = z.object({
  STORYBLOK_TOKEN: optionalString,
  STORYBLOK_PREVIEW_TOKEN: optionalString,
  STORYBLOK_OAUTH_TOKEN: optionalString,
  STORYBLOK_ASSET_TOKEN: optionalString,
  STORYBLOK_REGION: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return 'eu' as StoryblokRegion;
      if (!(STORYBLOK_REGIONS as readonly string[]).includes(v)) {
        ctx.addIssue({ code: 'custom', message: `must be one of ${STORYBLOK_REGIONS.join(', ')}, got "${v}"` });
        return z.NEVER;
      }
      return v as StoryblokRegion;
    }),
  STORYBLOK_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  STORYBLOK_BRIDGE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  STORYBLOK_WEBHOOK_SECRET: optionalString,
  STORYBLOK_WEBHOOK_DEDUPE_S: intFrom(0, 3_600, 10),
  STORYBLOK_WEBHOOK_RATE_LIMIT: intFrom(1, 100_000, 120),
  STORYBLOK_WEBHOOK_RATE_WINDOW_S: intFrom(1, 3_600, 60),
  STORYBLOK_LOCAL_PORT: intFrom(0, 65535, -1),
  STORYBLOK_TIMEOUT_MS: intFrom(100, 120_000, 5_000),
  STORYBLOK_CACHE_MAX_ENTRIES: intFrom(0, 1_000_000, 5_000),
  STORYBLOK_CACHE_MAX_MB: intFrom(1, 4_096, 64),
  STORYBLOK_CV_TTL_S: intFrom(0, 86_400, 60),
  STORYBLOK_LOCAL_BUDGET_RPS: intFrom(0, 100_000, 0),
  STORYBLOK_LOCAL_RATE_LIMITS: optionalString.pipe(z.enum(['on', 'off']).optional()),
  STORYBLOK_LOCAL_WATCH: intFrom(0, 1, 0),
  STORYBLOK_LOCAL_SIGNED_URL_TTL_S: intFrom(1, 86_400, SIGNED_URL_TTL_S),
  STORYBLOK_QUEUE_MAX: intFrom(0, 10_000, 20),
  STORYBLOK_RPS: intFrom(0, 1000, 0),
  STORYBLOK_QUEUE_WAIT_MS: intFrom(0, 120_000, 3_000),
  STORYBLOK_BREAKER_MS: intFrom(100, 600_000, 2_000),
  STORYBLOK_BREAKER_MAX_MS: intFrom(100, 3_600_000, 15_000),
  CONTENT_DIR: optionalString,
});

/**
 * Validated content configuration (docs/requirements/architecture.md#configuration). `mode` is
 * `remote` with STORYBLOK_TOKEN, else `local`; times are ms unless named `S`; `localPort` null
 * picks a free port; `cvTtlMs` 0 trusts a cache version until a webhook.
 */
export interface ContentConfig {
  mode: 'local' | 'remote';
  token: string;
  previewToken: string | undefined;
  oauthToken: string | undefined;
  /** Asset token of private files (decision 0800); undefined: extranet files answer 503. */
  assetToken: string | undefined;
  region: StoryblokRegion;
  apiUrl: string | undefined;
  /** The visual editor's bridge script (docs/requirements/content.md#visual-editor); its origin joins the preview's CSP. */
  bridgeUrl: string;
  webhookSecret: string | undefined;
  /** The publish webhook's guards (docs/requirements/hardening.md#webhook-replays, decision 1000); dedupe 0 = off. */
  webhookDedupeMs: number;
  webhookRateLimit: number;
  webhookRateWindowS: number;
  localPort: number | null;
  timeoutMs: number;
  cacheMaxEntries: number;
  cacheMaxBytes: number;
  cvTtlMs: number;
  localBudgetRps: number;
  /** Storyblok's documented limits in the embedded server (docs/requirements/content.md#cdn-rate-limits). */
  localRateLimits: boolean;
  localWatch: boolean;
  /** Lifetime of the embedded server's signed URLs, seconds. */
  localSignedUrlTtlS: number;
  contentDir: string;
  /** Bounds of upstream work (docs/requirements/hardening.md#content-call-bounds). */
  queueMax: number;
  queueWaitMs: number;
  /** Upstream requests per second; 0 = docs/requirements/content.md#client-limits. */
  requestsPerSecond: number;
  breakerMs: number;
  breakerMaxMs: number;
}

/** The environment as read (NodeJS.ProcessEnv fits). */
export type EnvLike = Readonly<Record<string, string | undefined>>;

/** Thrown by readContentConfig; the message names every bad variable. */
export class ContentConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentConfigError';
  }
}

/** The embedded space: CONTENT_DIR, else the nearest `content/space.json` up from `cwd`. */
export function findContentDir(explicit: string | undefined, cwd = process.cwd()): string {
  if (explicit) return path.resolve(cwd, explicit);
  let dir = path.resolve(cwd);
  for (;;) {
    if (existsSync(path.join(dir, 'content', 'space.json'))) return path.join(dir, 'content');
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(cwd, 'content');
    dir = parent;
  }
}

/**
 * Reads and validates the content settings (STORYBLOK_*, CONTENT_DIR; docs/environment.md,
 * docs/requirements/architecture.md#configuration). Without STORYBLOK_TOKEN the embedded server
 * is used with local tokens and webhook secret; with it, webhooks need STORYBLOK_WEBHOOK_SECRET.
 * Throws ContentConfigError naming each invalid variable.
 */
export function readContentConfig(env: EnvLike = process.env): ContentConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${String(i.path[0] ?? '?')}: ${i.message}`);
    throw new ContentConfigError(`Invalid content configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  const mode = e.STORYBLOK_TOKEN ? 'remote' : 'local';
  return {
    mode,
    token: e.STORYBLOK_TOKEN ?? LOCAL_PUBLIC_TOKEN,
    previewToken: e.STORYBLOK_PREVIEW_TOKEN ?? (mode === 'local' ? LOCAL_PREVIEW_TOKEN : undefined),
    oauthToken: e.STORYBLOK_OAUTH_TOKEN,
    assetToken: e.STORYBLOK_ASSET_TOKEN ?? (mode === 'local' ? LOCAL_ASSET_TOKEN : undefined),
    region: e.STORYBLOK_REGION,
    apiUrl: e.STORYBLOK_API_URL,
    bridgeUrl: e.STORYBLOK_BRIDGE_URL ?? DEFAULT_BRIDGE_URL,
    webhookSecret: e.STORYBLOK_WEBHOOK_SECRET ?? (mode === 'local' ? LOCAL_WEBHOOK_SECRET : undefined),
    webhookDedupeMs: e.STORYBLOK_WEBHOOK_DEDUPE_S * 1000,
    webhookRateLimit: e.STORYBLOK_WEBHOOK_RATE_LIMIT,
    webhookRateWindowS: e.STORYBLOK_WEBHOOK_RATE_WINDOW_S,
    localPort: e.STORYBLOK_LOCAL_PORT < 0 ? null : e.STORYBLOK_LOCAL_PORT,
    timeoutMs: e.STORYBLOK_TIMEOUT_MS,
    cacheMaxEntries: e.STORYBLOK_CACHE_MAX_ENTRIES,
    cacheMaxBytes: e.STORYBLOK_CACHE_MAX_MB * 1024 * 1024,
    cvTtlMs: e.STORYBLOK_CV_TTL_S * 1000,
    localBudgetRps: e.STORYBLOK_LOCAL_BUDGET_RPS,
    localRateLimits: e.STORYBLOK_LOCAL_RATE_LIMITS !== 'off',
    localWatch: e.STORYBLOK_LOCAL_WATCH === 1,
    localSignedUrlTtlS: e.STORYBLOK_LOCAL_SIGNED_URL_TTL_S,
    contentDir: findContentDir(e.CONTENT_DIR),
    queueMax: e.STORYBLOK_QUEUE_MAX,
    requestsPerSecond: e.STORYBLOK_RPS,
    queueWaitMs: e.STORYBLOK_QUEUE_WAIT_MS,
    breakerMs: e.STORYBLOK_BREAKER_MS,
    breakerMaxMs: Math.max(e.STORYBLOK_BREAKER_MS, e.STORYBLOK_BREAKER_MAX_MS),
  };
}
