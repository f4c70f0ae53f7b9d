import { LOCALES, isLocale, type Locale } from './locales';
import { type Market } from './markets';
import { MAX_PATH_LENGTH, buildPath, familyExists, parsePath } from './paths';

/** First segments that are never pages; with a dot in the first segment, also skipped by the locale redirect. */
export const NON_PAGE_SEGMENTS = ['api', 'build', 'assets', 'health', 'healthz'] as const;

function normaliseSearch(search: string | null | undefined): string {
  if (typeof search !== 'string' || search === '' || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

/**
 * 301 target without the trailing slash(es), query and hash kept (docs/requirements/urls.md#trailing-slash); null when nothing to strip.
 * Leading slashes collapse, so `//evil.example/` never becomes protocol-relative. Never throws.
 */
export function trailingSlashRedirect(pathname: string, search?: string | null, hash?: string | null): string | null {
  if (typeof pathname !== 'string' || pathname === '/' || !pathname.endsWith('/')) return null;
  const bare = '/' + pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  const fragment = typeof hash === 'string' && hash !== '' && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return bare + normaliseSearch(search) + fragment;
}

/** Locales to try when reading the words of an unprefixed path: the target first, then en, then the rest. */
function wordOrder(target: Locale, market: Market): Locale[] {
  return [target, market.defaultLocale, ...LOCALES].filter((l, i, all) => market.locales.includes(l) && all.indexOf(l) === i);
}

/**
 * The 301 target of an unprefixed path on a prefixed market (docs/requirements/urls.md#locale-addressing): `/{cookie locale or
 * default}/global/...` with route words rebuilt in that locale (slugs kept for canonicalisation,
 * docs/requirements/urls.md#slug-canonicalisation) and `search` kept. Null when the market is unprefixed, the path is a route, starts with
 * a locale, is a resource, file or malformed, is a disallowed custom landing, or would match nothing. Targets always parse, so redirects
 * never loop. Never throws.
 */
export function unprefixedGlobalRedirect(
  pathname: string,
  search: string | null | undefined,
  cookieLocale: string | null | undefined,
  market: Market,
): string | null {
  if (market.strategy !== 'prefix' || !market.pathPrefix) return null;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.length > MAX_PATH_LENGTH) return null;
  if (parsePath(pathname, market)) return null;
  const segs = pathname === '/' ? [] : pathname.slice(1).split('/');
  if (segs.some((s) => s === '')) return null;
  const [first = '', second = ''] = segs;
  if (second.toLowerCase() === market.pathPrefix && /^[a-z]{2}$/i.test(first)) return null;
  if ((NON_PAGE_SEGMENTS as readonly string[]).includes(first) || first.includes('.')) return null;

  let target: Locale = isLocale(cookieLocale) && market.locales.includes(cookieLocale) ? cookieLocale : market.defaultLocale;
  let rest = segs;
  if (isLocale(first) && market.locales.includes(first)) {
    target = first;
    rest = segs.slice(1);
  } else if (first === market.pathPrefix) {
    // The custom landing's shape: other values are 404 (docs/requirements/urls.md#custom-landing).
    if (segs.length === 2) return null;
    rest = segs.slice(1);
  }

  // The most specific reading in any language: `/products` with cookie `de` is the listing, not a slug.
  let best: { path: string; statics: number } | null = null;
  for (const words of wordOrder(target, market)) {
    const parsed = parsePath('/' + [words, market.pathPrefix, ...rest].join('/'), market);
    if (!parsed || parsed.localeSource !== 'path') continue;
    // A family the target locale lacks (automotive in ro/ru) goes to the default locale instead.
    const locale = familyExists(parsed.family, target, market) ? target : market.defaultLocale;
    if (!familyExists(parsed.family, locale, market)) continue;
    const statics = parsed.family.pattern.filter((p) => !p.startsWith(':') && !p.startsWith('*')).length;
    if (best && best.statics >= statics) continue;
    try {
      best = { path: buildPath(parsed.family.id, parsed.params, locale, market), statics };
    } catch {
      continue; // e.g. a parameter value that cannot be rebuilt: try the next reading
    }
  }
  return best ? best.path + normaliseSearch(search) : null;
}
