import { z } from 'zod';

/** Keys of the embedded twin when no Algolia application is configured (never valid on Algolia). */
export const LOCAL_APP_ID = 'LOCALSEARCH';
export const LOCAL_SEARCH_KEY = 'local-search';
export const LOCAL_ADMIN_KEY = 'local-admin';

export type SearchEnv = Record<string, string | undefined>;

/** Validated search configuration (libs/search/src/config.env.md). */
export interface SearchConfig {
  /** `algolia` with ALGOLIA_APP_ID, else `local` (the embedded twin). */
  mode: 'algolia' | 'local';
  appId: string;
  searchKey: string;
  /** Server-only. Undefined with real Algolia when only the search key is configured (read-only site). */
  adminKey: string | undefined;
  /** Prefix of every index name (`silca_` -> `silca_global_en`, `silca_extranet_global_en`). */
  indexPrefix: string;
  /** Port of the embedded twin; 0 = a free port. */
  localPort: number;
  /** Queries per client IP and minute on the search page and `/api/search` (docs/requirements/search.md#search-input). */
  rateLimitPerMinute: number;
}

/** Thrown for a bad variable; the message names it (docs/requirements/architecture.md#configuration). */
export class SearchConfigError extends Error {}

const opt = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const intIn = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be an integer from ${min} to ${max}, got "${v}"` });
        return z.NEVER;
      }
      return n;
    });

const schema = z.object({
  ALGOLIA_APP_ID: opt,
  ALGOLIA_SEARCH_KEY: opt,
  ALGOLIA_ADMIN_KEY: opt,
  ALGOLIA_INDEX_PREFIX: opt.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{0,40}$/, 'ALGOLIA_INDEX_PREFIX may hold letters, digits, _ and - (at most 40)')
      .optional(),
  ),
  SEARCH_LOCAL_PORT: intIn('SEARCH_LOCAL_PORT', 0, 65535, 0),
  SEARCH_RATE_LIMIT_PER_MIN: intIn('SEARCH_RATE_LIMIT_PER_MIN', 1, 100_000, 120),
});

/**
 * Reads the search configuration (docs/requirements/search.md#search-service): with ALGOLIA_APP_ID,
 * Algolia and a required ALGOLIA_SEARCH_KEY; without it, the embedded twin with local keys.
 * Throws SearchConfigError naming the variable.
 */
export function readSearchConfig(env: SearchEnv): SearchConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? '');
    throw new SearchConfigError(issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`);
  }
  const e = parsed.data;
  const base = { indexPrefix: e.ALGOLIA_INDEX_PREFIX ?? 'silca_', localPort: e.SEARCH_LOCAL_PORT, rateLimitPerMinute: e.SEARCH_RATE_LIMIT_PER_MIN };
  if (!e.ALGOLIA_APP_ID) {
    return { mode: 'local', appId: LOCAL_APP_ID, searchKey: LOCAL_SEARCH_KEY, adminKey: LOCAL_ADMIN_KEY, ...base };
  }
  if (!e.ALGOLIA_SEARCH_KEY) throw new SearchConfigError('ALGOLIA_SEARCH_KEY is required when ALGOLIA_APP_ID is set');
  return { mode: 'algolia', appId: e.ALGOLIA_APP_ID, searchKey: e.ALGOLIA_SEARCH_KEY, adminKey: e.ALGOLIA_ADMIN_KEY, ...base };
}
