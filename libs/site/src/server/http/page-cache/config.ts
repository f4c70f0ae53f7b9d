import { z } from 'zod';

const seconds = (fallback: number) => z.coerce.number().int().min(0).max(31_536_000).default(fallback);
const urlList = z
  .string()
  .default('')
  .transform((v, ctx) => {
    const urls = v
      .split(/[\s,]+/)
      .map((s) => s.trim().replace(/\/+$/, ''))
      .filter(Boolean);
    for (const url of urls) {
      if (!/^https?:\/\/[^/\s]+$/.test(url)) {
        ctx.addIssue({ code: 'custom', message: `not an http(s) origin: ${url}` });
        return z.NEVER;
      }
    }
    return urls;
  });

const schema = z.object({
  PAGE_CACHE_TTL_S: seconds(60),
  PAGE_CACHE_STALE_S: seconds(600),
  PAGE_CACHE_404_TTL_S: seconds(10),
  PAGE_CACHE_MAX_MB: z.coerce.number().min(0).max(65_536).default(64),
  PAGE_CACHE_CDN_S_MAXAGE_S: seconds(300),
  PAGE_CACHE_CDN_SWR_S: seconds(86_400),
  PAGE_CACHE_PEERS: urlList,
  PAGE_CACHE_PURGE_URLS: urlList,
});

/**
 * Settings of the full-page cache (page-cache/config.env.md, decision 0740):
 * - `ttlS`: fresh seconds (`PAGE_CACHE_TTL_S`, 60 in production, else 0 = off);
 * - `staleS`: served stale while re-rendering (`PAGE_CACHE_STALE_S`, 600);
 * - `notFoundTtlS`: 404 freshness (`PAGE_CACHE_404_TTL_S`, 10; 0 never stores);
 * - `maxBytes`: memory bound (`PAGE_CACHE_MAX_MB`, 64);
 * - `cdnSMaxAgeS`, `cdnSwrS`: sent to CDNs (`PAGE_CACHE_CDN_S_MAXAGE_S` 300, `PAGE_CACHE_CDN_SWR_S` 86400);
 * - `peers`: instances the webhook is forwarded to (`PAGE_CACHE_PEERS`);
 * - `purgeUrls`: HTTP caches sent a `BAN` (`PAGE_CACHE_PURGE_URLS`).
 */
export interface PageCacheConfig {
  ttlS: number;
  staleS: number;
  notFoundTtlS: number;
  maxBytes: number;
  cdnSMaxAgeS: number;
  cdnSwrS: number;
  peers: string[];
  purgeUrls: string[];
}

/** Reads the page cache's variables; throws naming every invalid one. */
export function readPageCacheConfig(env: Record<string, string | undefined> = process.env): PageCacheConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([k, v]) => k.startsWith('PAGE_CACHE_') && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const c = parsed.data;
  // Development re-renders on every code change.
  const ttlDefault = env.NODE_ENV === 'production' ? c.PAGE_CACHE_TTL_S : 0;
  return {
    ttlS: present.PAGE_CACHE_TTL_S === undefined ? ttlDefault : c.PAGE_CACHE_TTL_S,
    staleS: c.PAGE_CACHE_STALE_S,
    notFoundTtlS: c.PAGE_CACHE_404_TTL_S,
    maxBytes: Math.round(c.PAGE_CACHE_MAX_MB * 1024 * 1024),
    cdnSMaxAgeS: c.PAGE_CACHE_CDN_S_MAXAGE_S,
    cdnSwrS: c.PAGE_CACHE_CDN_SWR_S,
    peers: c.PAGE_CACHE_PEERS,
    purgeUrls: c.PAGE_CACHE_PURGE_URLS,
  };
}
