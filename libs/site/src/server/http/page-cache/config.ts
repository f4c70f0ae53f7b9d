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
 * Settings of the full-page cache (libs/site/src/server/http/page-cache/config.env.md, decision 0740), all optional:
 * - `ttlS`: seconds a stored page is served as fresh (`PAGE_CACHE_TTL_S`, 60 in production, 0
 *   otherwise; 0 disables the cache);
 * - `staleS`: seconds after that it is still served while a new copy renders (`PAGE_CACHE_STALE_S`, 600);
 * - `notFoundTtlS`: freshness of public 404 pages (`PAGE_CACHE_404_TTL_S`, 10; 0 never stores them);
 * - `maxBytes`: memory bound of the stored bodies and headers (`PAGE_CACHE_MAX_MB`, 64);
 * - `cdnSMaxAgeS`, `cdnSwrS`: the `s-maxage` and `stale-while-revalidate` sent to CDNs and Varnish
 *   for public pages (`PAGE_CACHE_CDN_S_MAXAGE_S` 300, `PAGE_CACHE_CDN_SWR_S` 86400);
 * - `peers`: origins of the other instances the publish webhook is forwarded to (`PAGE_CACHE_PEERS`);
 * - `purgeUrls`: origins of HTTP caches (Varnish) that get a `BAN` after a publish (`PAGE_CACHE_PURGE_URLS`).
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

/**
 * Reads the page cache's variables. Throws an Error naming every invalid variable, e.g.
 * `Invalid environment: PAGE_CACHE_TTL_S: Too small: expected number to be >=0`.
 */
export function readPageCacheConfig(env: Record<string, string | undefined> = process.env): PageCacheConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([k, v]) => k.startsWith('PAGE_CACHE_') && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const c = parsed.data;
  // Development re-renders on every code change: no page cache unless asked for.
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
